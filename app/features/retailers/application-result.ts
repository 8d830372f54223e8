import type { ApplicationValues } from "./application-values";
import type { ApplicationField } from "./constants";

/**
 * How an application's sending ended, named as its `retailers.apply.outcome.*` message; `held`: taken without
 * the bot check's proof, for staff to release (decision 273).
 */
export type ApplicationStatus = "success" | "held" | "error" | "recaptcha" | "validation" | "confirm";

/** What the page's action answers (a plain post's page, or the enhanced form's request): outcome and fields. */
export interface ApplicationResult {
  status: ApplicationStatus;
  values: ApplicationValues;
  errors?: Partial<Record<ApplicationField, true>>;
  /** A plain post to confirm: the signed token its second post brings back (decision 232). */
  formToken?: string;
  /** A sent application's reference (`A-000042`), as the acknowledgement e-mail gives it. */
  reference?: string;
}

/** The field people never see: bots fill it in (`website` is a real field of this form). */
export const APPLICATION_HONEYPOT = "fax";
