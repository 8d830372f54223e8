import type { Language } from "~/lib/languages";
import type { Application } from "./application-schema";
import type { ReviewStatus } from "./constants";

/** One status an application has had: since when, and who set it (null: its arrival). */
export interface StatusChange {
  status: ReviewStatus;
  at: number;
  by: string | null;
}

export interface StoredApplication {
  id: number;
  receivedAt: number;
  language: Language;
  application: Application;
  /** Whether the browser passed the bot check (false: sent without JavaScript, confirmed with a form token). */
  botChecked: boolean;
  /** Sent without JavaScript and not yet released by staff: nothing has been mailed (decision 273). */
  held: boolean;
  status: ReviewStatus;
  statusChangedAt: number;
  /** The ERP customer number an approved application became (decision 330); null until then. */
  customerNumber: string | null;
}
