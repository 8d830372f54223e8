import { stringify } from "csv-stringify/sync";
import type { StoredMessage } from "~/features/contact/messages.server";
import type { Translate } from "~/features/i18n/translator";
import { formatCompanyTimestamp } from "~/lib/company-time";
import { formLabel } from "./message-labels";

/**
 * A spreadsheet opens a cell that starts with one of these as a formula: a visitor could have typed one.
 * Such cells get a leading apostrophe, which spreadsheets show as text and hide.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const asText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** The messages of the current filter as CSV, headed in the reader's language; a BOM so Excel reads UTF-8. */
export function messagesCsv(messages: StoredMessage[], t: Translate, siteOrigin: string): string {
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
      formLabel(t, s),
      message.recipient,
      s.language,
      `${s.firstName} ${s.lastName}`,
      s.company,
      s.email,
      s.phone,
      s.page ? new URL(s.page, siteOrigin).href : "",
      s.message,
    ].map(asText),
  );
  return stringify([header, ...rows], { bom: true, record_delimiter: "windows" });
}
