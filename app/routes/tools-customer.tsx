import { data } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  CustomerAccountView,
  colleagueSchema,
  OutcomeMessage,
  staffBuyerChangeSchema,
} from "~/features/ordering";
import { changeBuyer, customerAccount, inviteToCustomer } from "~/features/ordering/index.server";
import { CUSTOMERS_PATH } from "~/features/tools";
import { numberFormat } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-customer";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const STRINGS = ["tools.customers", "trade.account"] as const;

/** One customer for staff: its facts, ship-tos and buyers, and the forms to invite and manage them. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const account = await customerAccount(params.customerNumber);
  if (!account) {
    return data(
      {
        seo: pageSeo(context, request, {
          title: t("tools.customers.notFound"),
          description: "",
          noindex: true,
        }),
        strings: stringsFor(context, STRINGS),
        account: null,
      },
      { status: 404 },
    );
  }
  const language = context.get(languageContext);
  const money = numberFormat(LANGUAGE_LOCALES[language], { style: "currency", currency: "CAD" });
  const name = account.company.operatingName || account.company.legalName;
  return {
    seo: pageSeo(context, request, {
      title: name,
      description: t("tools.customers.description"),
      noindex: true,
    }),
    strings: stringsFor(context, STRINGS),
    account: {
      ...account,
      name,
      company: {
        ...account.company,
        creditLimit: money.format(account.company.creditLimitCents / 100),
        openBalance: money.format(account.company.openBalanceCents / 100),
      },
      language: account.company.documentLanguage,
    },
  };
}

/**
 * POST: a buyer invited for this customer (the first of them its administrator), or a change to one of its
 * buyers, a lost second factor's reset included. Every change is recorded as the member's.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const number = params.customerNumber;
  const account = await customerAccount(number);
  if (!account) throw data("No such customer.", { status: 404 });
  const by = {
    audience: "staff" as const,
    id: context.get(staffSessionContext).member.id,
    client: context.get(clientAddressContext),
  };
  const form = Object.fromEntries(await readStaffForm(request));
  if (form.intent === "invite") {
    const parsed = colleagueSchema.safeParse(form);
    if (!parsed.success) {
      const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      return data(
        {
          outcome: undefined,
          invalid: { name: invalid.has("name"), email: invalid.has("email") },
          typed: form,
        },
        { status: 400 },
      );
    }
    // A customer's first buyer administers it: someone must be able to invite the others.
    const first = account.buyers.every((buyer) => buyer.state === "deactivated");
    const colleague = first ? { ...parsed.data, role: "customer_admin" as const } : parsed.data;
    const outcome = await inviteToCustomer(by, number, colleague);
    return data(
      { outcome, invalid: undefined, typed: "refused" in outcome ? form : undefined },
      { status: "refused" in outcome ? 409 : 200 },
    );
  }
  const parsed = staffBuyerChangeSchema.safeParse(form);
  if (!parsed.success) throw data("The form was not one this page sends.", { status: 400 });
  const outcome = await changeBuyer(by, number, parsed.data.buyer, parsed.data.change);
  return data(
    { outcome, invalid: undefined, typed: undefined },
    { status: "refused" in outcome ? 409 : 200 },
  );
}

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account } = loaderData;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <p>
        <Link to={CUSTOMERS_PATH} className="text-sm font-semibold text-brand underline underline-offset-2">
          ← {t("tools.customers.back")}
        </Link>
      </p>
      {account ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-ink">
            {account.name} <span className="font-mono text-xl text-muted">{account.company.number}</span>
          </h1>
          <OutcomeMessage outcome={actionData?.outcome} />
          <CustomerAccountView
            company={account.company}
            shipTos={account.shipTos}
            buyers={account.buyers}
            viewer={undefined}
            manage
            staff
            language={account.language}
            invite={actionData}
          />
        </>
      ) : (
        <p className="text-ink">{t("tools.customers.notFound")}</p>
      )}
    </div>
  );
}
