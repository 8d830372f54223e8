/*
 * The notify-me form as the browser and the server hold it. The rules it must meet (`notify-schema.ts`, with
 * zod) are a separate module: the form loads them only when the visitor enters it.
 */

/** The form's fields, in form order; each failure is reported under its name (`retailers.notify.errors.*`). */
export const NOTIFY_FIELDS = ["email", "consent"] as const;
export type NotifyField = (typeof NOTIFY_FIELDS)[number];

/** The form as it is sent: the address typed, and the consent box's value when it is ticked. */
export type NotifyValues = Record<NotifyField, string>;

export const EMPTY_NOTIFY: NotifyValues = { email: "", consent: "" };

/** What the ticked consent box sends. */
export const CONSENT_GIVEN = "yes";

/** The fields as a form sends them (`FormData`, `URLSearchParams`): a missing or file entry reads as blank. */
export function notifyValues(form: { get(name: string): FormDataEntryValue | null }): NotifyValues {
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  return { email: text(form.get("email")), consent: text(form.get("consent")) };
}

/**
 * How a sign-up ended, named as its `retailers.notify.outcome.*` message. `sent` is the one answer for every
 * address taken, whether new, waiting or already on the list: the page never tells which.
 */
export type NotifyStatus = "sent" | "error" | "recaptcha" | "validation" | "confirm" | "busy";

/** What the B2B page's action answers (a plain post's page, or the enhanced form's request). */
export interface NotifyResult {
  status: NotifyStatus;
  values: NotifyValues;
  errors?: Partial<Record<NotifyField, true>>;
  /** A plain post to confirm: the signed token its second post brings back (decision 232). */
  formToken?: string;
}
