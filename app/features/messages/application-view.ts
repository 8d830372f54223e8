import type { Application, ReviewStatus, StatusChange, StoredApplication } from "~/features/retailers";
import { formatCompanyTime } from "~/lib/company-time";
import type { Language } from "~/lib/languages";

/** An application as the Messages pages show it: times written out in Eastern time, brands by name. */
export interface ApplicationView {
  id: number;
  reference: string;
  received: string;
  language: Language;
  application: Application;
  brandNames: string[];
  botChecked: boolean;
  /** Sent without JavaScript and not yet released: nothing mailed, to sales or the buyer. */
  held: boolean;
  status: ReviewStatus;
  /** The ERP customer number it became once approved (decision 330); null until then. */
  customerNumber: string | null;
  /** Each status it has had, oldest first (the detail page only). */
  history: { status: ReviewStatus; when: string; by: string | null }[];
}

/**
 * Times are written on the server, once, so the page the browser hydrates shows exactly what the server
 * rendered (browsers' time-zone data and wording differ).
 */
export function applicationView(
  stored: Omit<StoredApplication, "statusChangedAt"> & { changes?: StatusChange[] },
  {
    locale,
    brandNames,
    reference,
  }: {
    locale: string;
    brandNames: ReadonlyMap<string, string>;
    reference: (id: number) => string;
  },
): ApplicationView {
  return {
    id: stored.id,
    reference: reference(stored.id),
    received: formatCompanyTime(stored.receivedAt, locale),
    language: stored.language,
    application: stored.application,
    brandNames: stored.application.brands.map((brand) => brandNames.get(brand) ?? brand),
    botChecked: stored.botChecked,
    held: stored.held,
    status: stored.status,
    customerNumber: stored.customerNumber,
    history: (stored.changes ?? []).map((change) => ({
      status: change.status,
      when: formatCompanyTime(change.at, locale),
      by: change.by,
    })),
  };
}
