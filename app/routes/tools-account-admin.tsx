import { data } from "react-router";
import {
  AccountAccess,
  AccountSettings,
  accountChangeSchema,
  shownName,
  staffSessionContext,
} from "~/features/accounts";
import {
  accountById,
  changeAccount,
  deactivate,
  inviteAgain,
  reactivate,
  readStaffForm,
  requiredField,
  resetSecondFactor,
  summaryOf,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { ACCOUNTS_PATH } from "~/features/tools";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { ActionAnswer } from "~/ui/action-answer";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-account-admin";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** An account id as the URL gives it: digits only, or nothing. */
function accountId(param: string | undefined): number | undefined {
  return param && /^\d{1,9}$/.test(param) ? Number(param) : undefined;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const id = accountId(params.accountId);
  const row = id === undefined ? undefined : await accountById(id);
  const account = row && summaryOf(row);
  return data(
    {
      seo: pageSeo(context, request, {
        title: account
          ? t("tools.accountAdmin.title", { name: shownName(account) })
          : t("tools.accounts.title"),
        description: t("tools.accounts.description"),
        noindex: true,
      }),
      strings: stringsFor(context, [
        "tools.accounts",
        "tools.accountAdmin",
        "tools.roles",
        "tools.languages",
      ]),
      account: account && {
        ...account,
        joined: formatCompanyTime(account.createdAt, LANGUAGE_LOCALES[context.get(languageContext)]),
        self: account.id === context.get(staffSessionContext).member.id,
      },
    },
    { status: account ? 200 : 404 },
  );
}

const INTENTS = ["save", "deactivate", "reactivate", "resetSecondFactor", "inviteAgain"] as const;
type Intent = (typeof INTENTS)[number];

/** One owner action on the account, answered on this page with what became of it. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const id = accountId(params.accountId);
  const form = await readStaffForm(request);
  const intent = INTENTS.find((known) => known === requiredField(form, "intent"));
  if (id === undefined || !intent)
    return data({ intent: null, refusal: "unknown" as const }, { status: 404 });
  const by = { session: context.get(staffSessionContext), client: context.get(clientAddressContext) };
  const change = accountChangeSchema.safeParse(Object.fromEntries(form));
  if (intent === "save" && !change.success)
    return data({ intent, refusal: "invalid" as const }, { status: 400 });
  const acts: Record<Intent, () => ReturnType<typeof deactivate>> = {
    save: () => (change.success ? changeAccount(by, id, change.data) : Promise.resolve("unknown")),
    deactivate: () => deactivate(by, id),
    reactivate: () => reactivate(by, id),
    resetSecondFactor: () => resetSecondFactor(by, id),
    inviteAgain: () => inviteAgain(by, id),
  };
  const refusal = await acts[intent]();
  if (refusal) return data({ intent, refusal }, { status: refusal === "unknown" ? 404 : 409 });
  return { intent, refusal: null };
}

const DONE: Record<Intent, "saved" | "deactivated" | "reactivated" | "secondFactorReset" | "invitedAgain"> = {
  save: "saved",
  deactivate: "deactivated",
  reactivate: "reactivated",
  resetSecondFactor: "secondFactorReset",
  inviteAgain: "invitedAgain",
};

export default function AccountAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account } = loaderData;
  const back = (
    <p>
      <Link to={ACCOUNTS_PATH} className="text-sm font-semibold text-brand underline underline-offset-2">
        {t("tools.accountAdmin.back")}
      </Link>
    </p>
  );
  if (!account) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        {back}
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.accounts.heading")}</h1>
        <p className="text-ink">{t("tools.accountAdmin.unknown")}</p>
      </div>
    );
  }
  const answer =
    actionData?.intent &&
    (actionData.refusal
      ? { role: "alert" as const, text: t(`tools.accountAdmin.${actionData.refusal}`) }
      : { role: "status" as const, text: t(`tools.accountAdmin.${DONE[actionData.intent]}`) });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      {back}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{shownName(account)}</h1>
        <p className="mt-1 break-all text-muted">
          {account.email} · {t(`tools.accounts.states.${account.state}`)} ·{" "}
          {t("tools.accountAdmin.joined", { when: account.joined })}
        </p>
      </div>
      {answer ? <ActionAnswer role={answer.role} text={answer.text} /> : null}
      <AccountSettings values={account} />
      <AccountAccess account={account} />
    </div>
  );
}
