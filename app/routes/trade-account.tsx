import { useId } from "react";
import { data } from "react-router";
import { OwnSessions, PasswordChange } from "~/features/accounts";
import {
  changeOwnPassword,
  endOwnSessions,
  ownSessionRows,
  readStaffForm,
  recoveryCodesLeft,
  requiredField,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  buyerSessionContext,
  CustomerAccountView,
  colleagueChangeSchema,
  colleagueSchema,
  OutcomeMessage,
  TRADE_SECOND_FACTOR_PATH,
} from "~/features/ordering";
import {
  buyerOwn,
  type ColleagueOutcome,
  changeColleague,
  customerAccount,
  inviteColleague,
} from "~/features/ordering/index.server";
import { numberFormat } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import type { Route } from "./+types/trade-account";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const account = await customerAccount(session.customer.number);
  if (!account) throw data(null, { status: 404 });
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  const money = numberFormat(locale, {
    style: "currency",
    currency: "CAD",
  });
  return {
    seo: pageSeo(context, request, {
      title: t("trade.account.title"),
      description: t("trade.account.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["trade.account", "tools.login", "tools.account", "tools.setPassword"]),
    you: { ...session.buyer, admin: session.buyer.role === "customer_admin" },
    company: {
      ...account.company,
      creditLimit: money.format(account.company.creditLimitCents / 100),
      openBalance: money.format(account.company.openBalanceCents / 100),
    },
    shipTos: account.shipTos,
    buyers: account.buyers,
    secondFactor: {
      on: session.buyer.secondFactor,
      codesLeft: session.buyer.secondFactor ? await recoveryCodesLeft("buyer", session.buyer.id) : 0,
    },
    sessions: await ownSessionRows(buyerOwn(session), locale),
  };
}

/**
 * Every buyer's own account (signing out a device, changing their password); then, for a customer
 * administrator only, an invitation or a change to a colleague. A buyer who is not one gets 403 for those,
 * whatever they post.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = context.get(buyerSessionContext);
  const client = context.get(clientAddressContext);
  const fields = await readStaffForm(request);
  const intent = fields.get("intent");
  const none = { outcome: undefined, invalid: undefined, typed: undefined };
  if (intent === "end-session" || intent === "end-others") {
    const which = intent === "end-others" ? "others" : requiredField(fields, "session");
    return { ...none, ended: await endOwnSessions(buyerOwn(session), which, client) };
  }
  if (intent === "change-password") {
    const change = await changeOwnPassword(
      buyerOwn(session),
      {
        current: requiredField(fields, "current"),
        password: requiredField(fields, "password"),
        repeated: requiredField(fields, "repeat"),
      },
      client,
    );
    if (typeof change === "object") {
      const wait = String(change.retryAfterSeconds);
      return data({ ...none, password: change }, { status: 429, headers: { "Retry-After": wait } });
    }
    return data({ ...none, password: change }, { status: change === "changed" ? 200 : 400 });
  }
  if (session.buyer.role !== "customer_admin")
    throw data("Only a customer administrator may do this.", { status: 403 });
  const form = Object.fromEntries(fields);
  if (intent === "invite") {
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
    const outcome = await inviteColleague(session, client, parsed.data);
    return data(
      { outcome, invalid: undefined, typed: "refused" in outcome ? form : undefined },
      { status: "refused" in outcome ? 409 : 200 },
    );
  }
  const parsed = colleagueChangeSchema.safeParse(form);
  if (!parsed.success) throw data("The form was not one this page sends.", { status: 400 });
  const outcome: ColleagueOutcome = await changeColleague(
    session,
    client,
    parsed.data.buyer,
    parsed.data.change,
  );
  return data({ ...none, outcome }, { status: "refused" in outcome ? 409 : 200 });
}

const CARD = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words text-ink">{value}</dd>
    </div>
  );
}

export default function TradeAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { you, company, shipTos, buyers, secondFactor, sessions } = loaderData;
  const passwordOutcome = actionData && "password" in actionData ? actionData.password : undefined;
  const ended = actionData && "ended" in actionData ? actionData.ended : undefined;
  const formId = useId();
  const outcome = actionData?.outcome;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {company.operatingName || company.legalName}
      </h1>
      {company.status === "on_hold" ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {t("trade.account.onHold")}
        </p>
      ) : null}
      <OutcomeMessage outcome={outcome} />
      <CustomerAccountView
        company={company}
        shipTos={shipTos}
        buyers={buyers}
        viewer={you.id}
        manage={you.admin}
        staff={false}
        language={you.language}
        invite={actionData}
      />

      <section aria-labelledby={`${formId}-you`} className={CARD}>
        <h2 id={`${formId}-you`} className="text-xl font-bold text-ink">
          {t("trade.account.you.heading")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          <Fact label={t("trade.account.you.name")} value={you.name} />
          <Fact label={t("trade.account.you.email")} value={you.email} />
          <Fact label={t("trade.account.you.role")} value={t(`trade.account.buyers.roles.${you.role}`)} />
        </dl>
      </section>

      <Panel id="second-factor" heading={t("tools.account.secondFactor.heading")}>
        <p className="mt-2 text-ink">
          {secondFactor.on
            ? t("tools.account.secondFactor.on", { count: secondFactor.codesLeft })
            : t("tools.account.secondFactor.off")}
        </p>
        {secondFactor.on ? (
          <p className="mt-2 text-sm text-muted">{t("trade.account.you.lostPhone")}</p>
        ) : (
          <p className="mt-4">
            <Link
              to={TRADE_SECOND_FACTOR_PATH}
              className="font-semibold text-brand underline underline-offset-2"
            >
              {t("tools.account.secondFactor.set")}
            </Link>
          </p>
        )}
      </Panel>

      <OwnSessions sessions={sessions} ended={ended} />

      <PasswordChange email={you.email} outcome={passwordOutcome} />
    </div>
  );
}
