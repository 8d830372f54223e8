import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import type { Language } from "~/lib/languages";
import { LANGUAGES } from "~/lib/languages";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import { BUYER_ROLES, type BuyerRole } from "./constants";

/** A customer's facts as its account page shows them, money already in the reader's words. */
export interface CustomerFacts {
  number: string;
  legalName: string;
  operatingName: string;
  gstHst: string;
  qst: string;
  pst: string;
  terms: string;
  creditLimit: string;
  openBalance: string;
  documentLanguage: Language;
  status: "active" | "on_hold";
}

export interface ShownShipTo {
  code: string;
  name: string;
  storeNumber: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
}

export interface ShownBuyer {
  id: number;
  name: string;
  email: string;
  role: BuyerRole;
  state: "invited" | "active" | "deactivated";
  secondFactor: boolean;
}

/** What the invitation form was sent with when it was refused: which fields were wrong, and what was typed. */
export interface InviteAnswer {
  invalid?: { name: boolean; email: boolean };
  typed?: Record<string, unknown>;
}

/** A change to a customer's buyers as the page words it. */
export type ShownOutcome =
  | { done: "invited" | "invitationSent"; email: string }
  | { done: "roleChanged"; name: string; role: BuyerRole }
  | { done: "deactivated" | "reactivated" | "secondFactorReset"; name: string }
  | { refused: "taken" | "self" | "unknown" };

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

/** What a change to a customer's buyers came to, in words, and whether it was done. */
export function useOutcomeMessage(
  outcome: ShownOutcome | undefined,
): { text: string; ok: boolean } | undefined {
  const { t } = useTranslation();
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
    return { text, ok: true };
  } else if (outcome && "refused" in outcome) {
    return { text: t(`trade.account.buyers.refused.${outcome.refused}`), ok: false };
  }
  return undefined;
}

/** The outcome of the last change, as a live message. */
export function OutcomeMessage({ outcome }: { outcome: ShownOutcome | undefined }) {
  const message = useOutcomeMessage(outcome);
  return message ? (
    <p
      role={message.ok ? "status" : "alert"}
      className={`rounded-lg border p-3 ${message.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900"}`}
    >
      {message.text}
    </p>
  ) : null;
}

/**
 * A customer's account, for its buyers (`/b2b/account`) and for staff (`/tools/customers/{number}`): the
 * company as the ERP knows it, its active ship-tos, its buyers and, for whoever manages them (a customer
 * administrator, or staff), the changes to each and an invitation form. Staff may also reset a buyer's lost
 * second factor. `viewer` is the signed-in buyer's own id, whom no one changes here.
 */
export function CustomerAccountView({
  company,
  shipTos,
  buyers,
  viewer,
  manage,
  staff,
  language,
  invite,
}: {
  company: CustomerFacts;
  shipTos: ShownShipTo[];
  buyers: ShownBuyer[];
  viewer: number | undefined;
  manage: boolean;
  staff: boolean;
  /** The invitation form's first choice of e-mail language. */
  language: Language;
  invite: InviteAnswer | undefined;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const none = t("trade.account.company.none");
  return (
    <>
      <section aria-labelledby={`${formId}-company`} className={CARD}>
        <h2 id={`${formId}-company`} className="text-xl font-bold text-ink">
          {staff ? t("tools.customers.company") : t("trade.account.company.heading")}
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
        {staff ? null : <p className="mt-4 text-sm text-muted">{t("trade.account.company.fromErp")}</p>}
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
          {staff ? t("tools.customers.buyers") : t("trade.account.buyers.heading")}
        </h2>
        <p className="mt-1 text-muted">
          {staff && buyers.length === 0 ? t("tools.customers.buyersEmpty") : t("trade.account.buyers.intro")}
        </p>
        <ul className="mt-4 divide-y divide-slate-200">
          {buyers.map((buyer) => (
            <li key={buyer.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {buyer.name}
                  {buyer.id === viewer ? (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-muted">
                      {t("trade.account.buyers.you")}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm break-all text-muted">{buyer.email}</p>
                <p className="text-sm text-muted">
                  {t(`trade.account.buyers.roles.${buyer.role}`)} ·{" "}
                  {t(`trade.account.buyers.states.${buyer.state}`)}
                  {staff && buyer.secondFactor ? ` · ${t("tools.customers.secondFactorOn")}` : ""}
                </p>
              </div>
              {manage && buyer.id !== viewer ? (
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
                  {staff && buyer.secondFactor ? (
                    <button type="submit" name="change" value="resetSecondFactor" className={SMALL_BUTTON}>
                      {t("tools.customers.resetSecondFactor")}
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

      {manage ? (
        <section aria-labelledby={`${formId}-invite`} className={CARD}>
          <h2 id={`${formId}-invite`} className="text-xl font-bold text-ink">
            {staff ? t("tools.customers.invite") : t("trade.account.invite.heading")}
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
                defaultValue={typeof invite?.typed?.name === "string" ? invite.typed.name : undefined}
                aria-invalid={invite?.invalid?.name || undefined}
                aria-describedby={invite?.invalid?.name ? `${formId}-name-error` : undefined}
                className={INPUT}
              />
              {invite?.invalid?.name ? (
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
                defaultValue={typeof invite?.typed?.email === "string" ? invite.typed.email : undefined}
                aria-invalid={invite?.invalid?.email || undefined}
                aria-describedby={invite?.invalid?.email ? `${formId}-email-error` : undefined}
                className={INPUT}
              />
              {invite?.invalid?.email ? (
                <span id={`${formId}-email-error`} className="text-sm text-red-700">
                  {t("trade.account.invite.errors.email")}
                </span>
              ) : null}
            </label>
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold text-ink">{t("trade.account.invite.role")}</span>
              <select
                name="role"
                defaultValue={buyers.length === 0 ? "customer_admin" : "buyer"}
                className={INPUT}
              >
                {BUYER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`trade.account.buyers.roles.${role}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1.5">
              <span className="font-semibold text-ink">{t("trade.account.invite.language")}</span>
              <select name="language" defaultValue={language} className={INPUT}>
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
    </>
  );
}
