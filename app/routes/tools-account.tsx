import { data } from "react-router";
import { OwnSessions, PasswordChange, staffSessionContext } from "~/features/accounts";
import {
  changeOwnPassword,
  endOwnSessions,
  mustEnrolFirst,
  ownSessionRows,
  readStaffForm,
  recoveryCodesLeft,
  refused,
  requiredField,
  staffOwn,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { SECOND_FACTOR_PATH } from "~/features/tools";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import type { Route } from "./+types/tools-account";

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const session = context.get(staffSessionContext);
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  const { member } = session;
  return {
    seo: pageSeo(context, request, {
      title: t("tools.account.title"),
      description: t("tools.account.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["tools.account", "tools.roles", "tools.languages", "tools.setPassword"]),
    member: { name: member.name, email: member.email, role: member.role, language: member.language },
    secondFactor: {
      on: member.secondFactor,
      codesLeft: member.secondFactor ? await recoveryCodesLeft("staff", member.id) : 0,
      required: mustEnrolFirst(session),
    },
    sessions: await ownSessionRows(staffOwn(session), locale),
  };
}

/** Signing out another session, or every other one; changing the password. Each answered on this page. */
export async function action({ context, request }: Route.ActionArgs) {
  const session = context.get(staffSessionContext);
  const client = context.get(clientAddressContext);
  const form = await readStaffForm(request);
  const intent = requiredField(form, "intent");
  if (intent === "end-session" || intent === "end-others") {
    const which = intent === "end-others" ? "others" : requiredField(form, "session");
    return { ended: await endOwnSessions(staffOwn(session), which, client) };
  }
  if (intent !== "change-password") refused(400, "The form's intent is not one this page takes.");
  const change = await changeOwnPassword(
    staffOwn(session),
    {
      current: requiredField(form, "current"),
      password: requiredField(form, "password"),
      repeated: requiredField(form, "repeat"),
    },
    client,
  );
  if (typeof change === "object") {
    const wait = String(change.retryAfterSeconds);
    return data({ password: change }, { status: 429, headers: { "Retry-After": wait } });
  }
  return data({ password: change }, { status: change === "changed" ? 200 : 400 });
}

export default function OwnAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { member, secondFactor, sessions } = loaderData;
  const passwordOutcome = actionData && "password" in actionData ? actionData.password : undefined;
  const ended = actionData && "ended" in actionData ? actionData.ended : undefined;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.account.heading")}</h1>
      <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink">{t("tools.account.name")}</dt>
        <dd>{member.name}</dd>
        <dt className="font-semibold text-ink">{t("tools.account.email")}</dt>
        <dd className="break-all">{member.email}</dd>
        <dt className="font-semibold text-ink">{t("tools.account.role")}</dt>
        <dd>{t(`tools.roles.${member.role}`)}</dd>
        <dt className="font-semibold text-ink">{t("tools.account.language")}</dt>
        <dd>{t(`tools.languages.${member.language}`)}</dd>
      </dl>

      <Panel id="second-factor" heading={t("tools.account.secondFactor.heading")}>
        {secondFactor.required ? (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {t("tools.account.secondFactor.required")}
          </p>
        ) : null}
        <p className="mt-2 text-ink">
          {secondFactor.on
            ? t("tools.account.secondFactor.on", { count: secondFactor.codesLeft })
            : t("tools.account.secondFactor.off")}
        </p>
        {secondFactor.on ? (
          <p className="mt-2 text-sm text-muted">{t("tools.account.secondFactor.lostPhone")}</p>
        ) : (
          <p className="mt-4">
            <Link to={SECOND_FACTOR_PATH} className="font-semibold text-brand underline underline-offset-2">
              {t("tools.account.secondFactor.set")}
            </Link>
          </p>
        )}
      </Panel>

      <OwnSessions sessions={sessions} ended={ended} />

      <PasswordChange email={member.email} outcome={passwordOutcome} />
    </div>
  );
}
