import type { Replier } from "./constants";
import type { ContactValues, FieldErrors } from "./fields";
import type { StatusKey } from "./use-status-message";

/** What a plain form post left for the page to show: the outcome, and the fields as they should read. */
export interface ContactFormResult {
  status: StatusKey;
  values: ContactValues & { recipient?: string };
  errors?: FieldErrors;
  /** A sent message: who will answer it (the fields themselves are emptied). */
  answeredBy?: Replier;
  /** A plain post to confirm: the signed token its second post brings back (decision 232). */
  formToken?: string;
}
