import { useId } from "react";
import { data } from "react-router";
import { NewPasswordFields, staffSessionContext } from "~/features/accounts";
import {
  changeOwnPassword,
  endOwnSessions,
  mustEnrolFirst,
  readStaffForm,
  recoveryCodesLeft,
  refused,
  requiredField,
  sessionsOf,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { SECOND_FACTOR_PATH } from "~/features/tools";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Field } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
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
      codesLeft: member.secondFactor ? await recoveryCodesLeft(member.id) : 0,
      required: mustEnrolFirst(session),
    },
    sessions: (await sessionsOf(member.id)).map((listed) => ({
      key: listed.key,
      current: listed.key === session.key,
      device: listed.device,
      ipPrefix: listed.ipPrefix,
      started: formatCompanyTime(listed.startedAt, locale),
      lastSeen: formatCompanyTime(listed.lastSeenAt, locale),
    })),
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
    return { ended: await endOwnSessions(session, which, client) };
  }
  if (intent !== "change-password") refused(400, "The form's intent is not one this page takes.");
  const change = await changeOwnPassword(
    session,
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
  const currentId = useId();
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

      <Panel id="sessions" heading={t("tools.account.sessions.heading")}>
        <p className="mt-1 text-sm text-muted">{t("tools.account.sessions.intro")}</p>
        {ended !== undefined ? (
          <p role="status" className="mt-3 font-semibold text-green-900">
            {ended > 0
              ? t("tools.account.sessions.ended", { count: ended })
              : t("tools.account.sessions.noneEnded")}
          </p>
        ) : null}
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.map((listed) => {
            const device = listed.device || t("tools.account.sessions.unknownDevice");
            return (
              <li key={listed.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold text-ink">
                    {device}
                    {listed.current ? (
                      <span className="ml-2 rounded-full bg-brand-light px-2 py-0.5 text-xs text-brand-dark">
                        {t("tools.account.sessions.thisDevice")}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-muted">
                    {t("tools.account.sessions.place")}: {listed.ipPrefix} ·{" "}
                    {t("tools.account.sessions.started")}: {listed.started} ·{" "}
                    {t("tools.account.sessions.lastSeen")}: {listed.lastSeen}
                  </p>
                </div>
                {listed.current ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-session" />
                    <input type="hidden" name="session" value={listed.key} />
                    <SubmitButton
                      tone="secondary"
                      aria-label={t("tools.account.sessions.endLabel", { device, when: listed.lastSeen })}
                    >
                      {t("tools.account.sessions.end")}
                    </SubmitButton>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
        {sessions.length > 1 ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="end-others" />
            <SubmitButton tone="secondary">{t("tools.account.sessions.endOthers")}</SubmitButton>
          </Form>
        ) : null}
      </Panel>

      <Panel id="password" heading={t("tools.account.password.heading")}>
        {passwordOutcome === "changed" ? (
          <p role="status" className="mt-3 font-semibold text-green-900">
            {t("tools.account.password.changed")}
          </p>
        ) : null}
        <Form method="post" replace className="mt-4 flex max-w-md flex-col gap-5">
          <input type="hidden" name="intent" value="change-password" />
          <input type="email" name="username" value={member.email} autoComplete="username" readOnly hidden />
          <Field
            id={currentId}
            label={t("tools.account.password.current")}
            look="lead"
            error={
              typeof passwordOutcome === "object"
                ? t("tools.account.password.throttled", {
                    count: Math.ceil(passwordOutcome.retryAfterSeconds / 60),
                  })
                : passwordOutcome === "wrongCurrent"
                  ? t("tools.account.password.wrongCurrent")
                  : undefined
            }
            announceError
          >
            {(control) => (
              <input {...control} name="current" type="password" required autoComplete="current-password" />
            )}
          </Field>
          <NewPasswordFields
            problem={
              typeof passwordOutcome === "object" ||
              passwordOutcome === "changed" ||
              passwordOutcome === "wrongCurrent"
                ? undefined
                : passwordOutcome
            }
          />
          <SubmitButton>{t("tools.account.password.submit")}</SubmitButton>
        </Form>
      </Panel>
    </div>
  );
}
