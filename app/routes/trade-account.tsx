import { useId } from "react";
import { data } from "react-router";
import { OwnSessions, PasswordChange } from "~/features/accounts";
import {
  changeOwnPassword,
  endOwnSessions,
  readStaffForm,
  recoveryCodesLeft,
  requiredField,
  sessionsOf,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  BUYER_ROLES,
  buyerSessionContext,
  colleagueChangeSchema,
  colleagueSchema,
  TRADE_SECOND_FACTOR_PATH,
} from "~/features/ordering";
import {
  buyerOwn,
  type ColleagueOutcome,
  changeColleague,
  inviteColleague,
  tradeAccount,
} from "~/features/ordering/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { numberFormat } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES, LANGUAGES } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Form, Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/trade-account";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const account = await tradeAccount(session);
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
    sessions: (await sessionsOf("buyer", session.buyer.id)).map((listed) => ({
      key: listed.key,
      current: listed.key === session.key,
      device: listed.device,
      ipPrefix: listed.ipPrefix,
      started: formatCompanyTime(listed.startedAt, locale),
      lastSeen: formatCompanyTime(listed.lastSeenAt, locale),
    })),
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
const INPUT =
  "rounded-md border border-slate-400 px-3 py-2.5 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand";
const SMALL_BUTTON =
  "rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-brand hover:bg-slate-50";

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
  const typed = actionData?.typed;
  const none = t("trade.account.company.none");
  let message: { text: string; ok: boolean } | undefined;
  if (outcome && "done" in outcome) {
    let text: string;
    if (outcome.done === "roleChanged") {
      const role = t(`trade.account.buyers.roles.${outcome.role}`);
      text = t("trade.account.buyers.done.roleChanged", { name: outcome.name, role });
    } else if ("email" in outcome) {
      text = t(`trade.account.buyers.done.${outcome.done}`, { email: outcome.email });
    } else {
      text = t(`trade.account.buyers.done.${outcome.done}`, { name: outcome.name });
    }
    message = { text, ok: true };
  } else if (outcome && "refused" in outcome) {
    message = { text: t(`trade.account.buyers.refused.${outcome.refused}`), ok: false };
  }
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
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={`rounded-lg border p-3 ${message.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          {message.text}
        </p>
      ) : null}

      <section aria-labelledby={`${formId}-company`} className={CARD}>
        <h2 id={`${formId}-company`} className="text-xl font-bold text-ink">
          {t("trade.account.company.heading")}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t("trade.account.company.number")} value={company.number} />
          <Fact label={t("trade.account.company.legalName")} value={company.legalName} />
          <Fact
            label={t("trade.account.company.terms")}
            value={company.terms || t("trade.account.company.termsPending")}
          />
          <Fact label={t("trade.account.company.creditLimit")} value={company.creditLimit} />
          <Fact label={t("trade.account.company.openBalance")} value={company.openBalance} />
          <Fact
            label={t("trade.account.company.status")}
            value={t(`trade.account.company.statuses.${company.status}`)}
          />
          <Fact label={t("trade.account.company.gstHst")} value={company.gstHst || none} />
          <Fact label={t("trade.account.company.qst")} value={company.qst || none} />
          <Fact label={t("trade.account.company.pst")} value={company.pst || none} />
          <Fact
            label={t("trade.account.company.documentLanguage")}
            value={company.documentLanguage === "fr" ? "Français" : "English"}
          />
        </dl>
        <p className="mt-4 text-sm text-muted">{t("trade.account.company.fromErp")}</p>
      </section>

      <section aria-labelledby={`${formId}-ship-tos`} className={CARD}>
        <h2 id={`${formId}-ship-tos`} className="text-xl font-bold text-ink">
          {t("trade.account.shipTos.heading")}
        </h2>
        <p className="mt-1 text-muted">{t("trade.account.shipTos.intro")}</p>
        {shipTos.length === 0 ? (
          <p className="mt-4">{t("trade.account.shipTos.empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {shipTos.map((shipTo) => (
              <li key={shipTo.code} className="rounded-lg border border-slate-200 p-3">
                <p className="font-semibold text-ink">
                  {shipTo.name}
                  {shipTo.storeNumber ? (
                    <span className="font-normal text-muted">
                      {" "}
                      · {t("trade.account.shipTos.storeNumber")} {shipTo.storeNumber}
                    </span>
                  ) : null}
                </p>
                <address className="mt-1 not-italic text-muted">
                  {shipTo.street}
                  <br />
                  {shipTo.city} {shipTo.province} {shipTo.postalCode}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${formId}-buyers`} className={CARD}>
        <h2 id={`${formId}-buyers`} className="text-xl font-bold text-ink">
          {t("trade.account.buyers.heading")}
        </h2>
        <p className="mt-1 text-muted">{t("trade.account.buyers.intro")}</p>
        <ul className="mt-4 divide-y divide-slate-200">
          {buyers.map((buyer) => (
            <li key={buyer.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {buyer.name}
                  {buyer.id === you.id ? (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-muted">
                      {t("trade.account.buyers.you")}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm break-all text-muted">{buyer.email}</p>
                <p className="text-sm text-muted">
                  {t(`trade.account.buyers.roles.${buyer.role}`)} ·{" "}
                  {t(`trade.account.buyers.states.${buyer.state}`)}
                </p>
              </div>
              {you.admin && buyer.id !== you.id ? (
                <Form method="post" className="flex flex-wrap gap-2">
                  <input type="hidden" name="buyer" value={buyer.id} />
                  {buyer.state === "invited" ? (
                    <button type="submit" name="change" value="inviteAgain" className={SMALL_BUTTON}>
                      {t("trade.account.buyers.inviteAgain")}
                    </button>
                  ) : null}
                  {buyer.state !== "deactivated" ? (
                    <button
                      type="submit"
                      name="change"
                      value={buyer.role === "customer_admin" ? "makeBuyer" : "makeAdmin"}
                      className={SMALL_BUTTON}
                    >
                      {t(
                        buyer.role === "customer_admin"
                          ? "trade.account.buyers.makeBuyer"
                          : "trade.account.buyers.makeAdmin",
                      )}
                    </button>
                  ) : null}
                  <button
                    type="submit"
                    name="change"
                    value={buyer.state === "deactivated" ? "reactivate" : "deactivate"}
                    className={SMALL_BUTTON}
                  >
                    {t(
                      buyer.state === "deactivated"
                        ? "trade.account.buyers.reactivate"
                        : "trade.account.buyers.deactivate",
                    )}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {you.admin ? (
        <section aria-labelledby={`${formId}-invite`} className={CARD}>
          <h2 id={`${formId}-invite`} className="text-xl font-bold text-ink">
            {t("trade.account.invite.heading")}
          </h2>
          <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="invite" />
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold text-ink">{t("trade.account.invite.name")}</span>
              <input
                name="name"
                required
                maxLength={100}
                autoComplete="off"
                defaultValue={typeof typed?.name === "string" ? typed.name : undefined}
                aria-invalid={actionData?.invalid?.name || undefined}
                aria-describedby={actionData?.invalid?.name ? `${formId}-name-error` : undefined}
                className={INPUT}
              />
              {actionData?.invalid?.name ? (
                <span id={`${formId}-name-error`} className="text-sm text-red-700">
                  {t("trade.account.invite.errors.name")}
                </span>
              ) : null}
            </label>
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold text-ink">{t("trade.account.invite.email")}</span>
              <input
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                defaultValue={typeof typed?.email === "string" ? typed.email : undefined}
                aria-invalid={actionData?.invalid?.email || undefined}
                aria-describedby={actionData?.invalid?.email ? `${formId}-email-error` : undefined}
                className={INPUT}
              />
              {actionData?.invalid?.email ? (
                <span id={`${formId}-email-error`} className="text-sm text-red-700">
                  {t("trade.account.invite.errors.email")}
                </span>
              ) : null}
            </label>
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold text-ink">{t("trade.account.invite.role")}</span>
              <select name="role" defaultValue="buyer" className={INPUT}>
                {BUYER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`trade.account.buyers.roles.${role}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold text-ink">{t("trade.account.invite.language")}</span>
              <select name="language" defaultValue={you.language} className={INPUT}>
                {LANGUAGES.map((language) => (
                  <option key={language} value={language} lang={language}>
                    {language === "fr" ? "Français" : "English"}
                  </option>
                ))}
              </select>
            </label>
            <div className="sm:col-span-2">
              <SubmitButton busyLabel={t("trade.account.invite.submitting")}>
                {t("trade.account.invite.submit")}
              </SubmitButton>
            </div>
          </Form>
        </section>
      ) : null}

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
