import type { Translate } from "~/features/i18n";
import { formatCompanyTimestamp } from "~/lib/company-time";
import { spreadsheetCsv, spreadsheetText } from "~/lib/spreadsheet-cell";
import { unsubscribeLinkOf } from "./notify-links.server";
import { confirmedAddresses } from "./notify-list.server";

/**
 * The confirmed notify-me list as CSV, headed in the reader's language, a BOM so Excel reads UTF-8: each
 * address with its language, when it was confirmed and its own unsubscribe link, which whatever tool sends the
 * announcement puts in each mail. Cells are spreadsheet-safe: visitors typed the addresses. Returns the rows'
 * count too, for the audit log.
 */
export async function notifyListCsv(t: Translate): Promise<{ csv: string; rows: number }> {
  const listed = await confirmedAddresses();
  const header = [
    t("tools.notifyList.csv.email"),
    t("tools.notifyList.csv.language"),
    `${t("tools.notifyList.csv.confirmedAt")} (${t("tools.messages.time")})`,
    t("tools.notifyList.csv.unsubscribe"),
  ];
  const rows = listed.map((address) =>
    [
      address.email,
      address.language,
      formatCompanyTimestamp(address.confirmedAt),
      unsubscribeLinkOf(address),
    ].map(spreadsheetText),
  );
  return {
    csv: spreadsheetCsv([header, ...rows]),
    rows: listed.length,
  };
}
