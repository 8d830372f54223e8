import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";

/** What making an approved application a customer came to (decision 330). */
export type CustomerOutcome =
  | { opened: string; fromFeed: boolean }
  | { notOpened: "badNumber" | "taken" | "notApproved" };

/**
 * An approved application's way to becoming a customer: staff give the ERP's customer number, and the
 * applicant becomes the customer's administrator with a bilingual invitation. Once done, the panel says
 * which customer it became.
 */
export function ApplicationCustomer({
  contact,
  email,
  customerNumber,
  outcome,
}: {
  contact: string;
  email: string;
  customerNumber: string | null;
  outcome: CustomerOutcome | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const refused = outcome && "notOpened" in outcome ? outcome.notOpened : undefined;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        {t("tools.applications.detail.customer.heading")}
      </h2>
      {customerNumber ? (
        <p role="status" className="mt-3 text-ink">
          {outcome && "opened" in outcome
            ? t(
                outcome.fromFeed
                  ? "tools.applications.detail.customer.joined"
                  : "tools.applications.detail.customer.made",
                { number: customerNumber, email },
              )
            : t("tools.applications.detail.customer.is", { number: customerNumber })}
        </p>
      ) : (
        <Form method="post" className="mt-3 flex flex-col gap-3">
          <p className="text-muted">{t("tools.applications.detail.customer.intro", { contact, email })}</p>
          <input type="hidden" name="intent" value="customer" />
          <label htmlFor={`${id}-number`} className="font-semibold text-ink">
            {t("tools.applications.detail.customer.number")}
          </label>
          <input
            id={`${id}-number`}
            name="customerNumber"
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={refused === "badNumber" || undefined}
            aria-describedby={refused ? `${id}-error` : undefined}
            className="max-w-xs rounded-md border border-slate-400 px-3 py-2.5 font-mono text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand"
          />
          {refused ? (
            <p id={`${id}-error`} role="alert" className="text-red-700">
              {t(`tools.applications.detail.customer.refused.${refused}`)}
            </p>
          ) : null}
          <div>
            <SubmitButton busyLabel={t("tools.applications.detail.customer.submitting")}>
              {t("tools.applications.detail.customer.submit")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
