import { Form } from "react-router";
import { useLanguage, useTranslation } from "~/features/i18n";
import type { Language } from "~/lib/languages";
import { DataTable } from "~/ui/data-table";
import { Link } from "~/ui/link";
import { UnbrokenIdentifiers } from "~/ui/unbroken-identifiers";
import { HISTORY_ITEMS_SHOWN, PHOTO_SHARES_PAGE, SHARES_PAGE_PARAM } from "../constants";
import { exportPreset, type PresetChoice } from "../exports";
import { formatNumber } from "../number-format";

/** A link as the staff list shows it; times already written in the page's language. */
export interface ShareRow {
  id: number;
  tokenHint: string;
  created: string;
  expires: string;
  state: "open" | "expired" | "revoked";
  preset: PresetChoice;
  items: string[];
  note: string;
  downloads: number;
  /** A line sheet's language; null for a link to photos. */
  lineSheet: Language | null;
}

const COLUMNS = ["created_at", "expires", "status", "preset", "items", "note", "downloads"] as const;

/** Every share link, newest first, with its downloads and a Revoke button while it is open. */
export function ShareList({ shares }: { shares: ShareRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = (column: (typeof COLUMNS)[number]) => t(`photos.share.${column}`);
  return (
    <DataTable
      caption={t("photos.share.caption")}
      columns={COLUMNS.map(heading)}
      actionColumn={t("photos.share.revoke")}
      cards
    >
      {shares.map((share) => (
        <tr key={share.id} className="align-top">
          <th scope="row" data-label={heading("created_at")} className="px-4 py-3 font-normal text-ink">
            <div>
              {share.created}
              <span className="block font-mono text-xs text-muted">{share.tokenHint}…</span>
            </div>
          </th>
          <td data-label={heading("expires")} className="px-4 py-3">
            {share.expires}
          </td>
          <td data-label={heading("status")} className="px-4 py-3">
            {t(`photos.share.states.${share.state}`)}
          </td>
          <td data-label={heading("preset")} className="px-4 py-3">
            {share.lineSheet
              ? `${t("photos.lineSheet.historyKind")} (${t(`photos.lineSheet.language.${share.lineSheet}`)})`
              : (exportPreset(share.preset)?.name[language] ?? t("photos.preset.originals"))}
          </td>
          <td data-label={heading("items")} className="px-4 py-3 font-mono">
            <UnbrokenIdentifiers
              text={`${share.items.slice(0, HISTORY_ITEMS_SHOWN).join(", ")}${share.items.length > HISTORY_ITEMS_SHOWN ? "…" : ""}`}
            />
          </td>
          {/* A link without a note has no line on a phone's card. */}
          <td data-label={heading("note")} className="max-w-xs px-4 py-3 break-words">
            {share.note}
          </td>
          <td data-label={heading("downloads")} className="px-4 py-3 tabular-nums">
            {formatNumber(language, share.downloads)}
          </td>
          <td className="px-4 py-3">
            {share.state === "open" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="share" value={share.id} />
                <button
                  type="submit"
                  aria-label={t("photos.share.revokeLabel", { hint: share.tokenHint })}
                  className="rounded-lg border border-red-300 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50"
                >
                  {t("photos.share.revoke")}
                </button>
              </Form>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Where the list stands: page `page` of `pages`, links `first` to `last` of `total`. */
export interface SharePage {
  page: number;
  pages: number;
  first: number;
  last: number;
  total: number;
}

/** The address of page `page` of the list: the first page is the list's own. */
export const sharesPageHref = (page: number) =>
  page === 1 ? PHOTO_SHARES_PAGE : `${PHOTO_SHARES_PAGE}?${SHARES_PAGE_PARAM}=${page}`;

/** Which links the page shows, and plain links to the newer and older ones (none past either end). */
export function SharePages({ page, pages, first, last, total }: SharePage) {
  const { t } = useTranslation();
  const link =
    "rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-semibold text-brand hover:bg-slate-50";
  return (
    <nav aria-label={t("photos.share.pages")} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <p className="text-muted tabular-nums">{t("photos.share.range", { first, last, total })}</p>
      {page > 1 ? (
        <Link to={sharesPageHref(page - 1)} rel="prev" className={link}>
          {t("photos.share.newer")}
        </Link>
      ) : null}
      {page < pages ? (
        <Link to={sharesPageHref(page + 1)} rel="next" className={link}>
          {t("photos.share.older")}
        </Link>
      ) : null}
    </nav>
  );
}
