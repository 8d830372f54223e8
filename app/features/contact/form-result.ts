import type { ContactValues, FieldErrors } from "./fields";
import type { StatusKey } from "./use-status-message";

/** What a plain form post left for the page to show: the outcome, and the fields as they should read. */
export interface ContactFormResult {
  status: StatusKey;
  values: ContactValues & { recipient?: string };
  errors?: FieldErrors;
}
