import type { Translate } from "~/features/i18n";
import type { StoredMessage } from "~/features/messages/messages.server";
import { formatCompanyTimestamp } from "~/lib/company-time";
import { sitePageAddress } from "~/lib/site-page-address";
import { spreadsheetCsv, spreadsheetText } from "~/lib/spreadsheet-cell";
import { formLabel } from "./message-labels";

/**
 * The messages of the current filter as CSV, headed in the reader's language; a BOM so Excel reads UTF-8.
 * Every cell is made spreadsheet-safe: a visitor typed most of them.
 */
export function messagesCsv(
  messages: StoredMessage[],
  t: Translate,
  siteOrigin: string,
  brandNames: ReadonlyMap<string, string>,
): string {
  const header = [
    "ID",
    `${t("tools.messages.detail.received")} (${t("tools.messages.time")})`,
    t("tools.messages.detail.status"),
    t("tools.messages.detail.attempts"),
    t("tools.messages.detail.lastError"),
    t("tools.messages.detail.form"),
    t("tools.messages.detail.recipient"),
    t("tools.messages.detail.language"),
    t("tools.messages.detail.name"),
    t("tools.messages.detail.company"),
    t("tools.messages.detail.email"),
    t("tools.messages.detail.phone"),
    t("tools.messages.detail.page"),
    t("tools.messages.detail.message"),
  ];
  const rows = messages.map(({ submission: s, ...message }) =>
    [
      String(message.id),
      formatCompanyTimestamp(message.receivedAt),
      t(`tools.messages.status.${message.status}`),
      String(message.attempts),
      message.lastError ?? "",
      formLabel(t, s, s.brand && brandNames.get(s.brand)),
      message.recipient,
      s.language,
      `${s.firstName} ${s.lastName}`,
      s.company,
      s.email,
      s.phone,
      // Empty too for a page stored before paths were checked that leads off the site.
      sitePageAddress(s.page, siteOrigin) ?? "",
      s.message,
    ].map(spreadsheetText),
  );
  return spreadsheetCsv([header, ...rows]);
}
