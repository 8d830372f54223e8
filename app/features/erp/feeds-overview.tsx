import { useTranslation } from "~/features/i18n";
import { TableSection } from "~/ui/table-section";

/** A feed file as the page shows it, its times already written in the reader's language. */
export interface FeedView {
  id: number;
  kind: "products" | "prices" | "stock" | "customers";
  fileName: string;
  source: "inbox" | "endpoint";
  /** When it was taken, on the head office's clock, and how long ago. */
  received: string;
  ago: string;
  status: "applied" | "refused";
  rowsApplied: number;
  rowsRefused: number;
  /** Why the whole file was refused, as a phrase; null when it was applied. */
  refusal: string | null;
  /** Where its refused rows download; null when none was refused. */
  refusedRows: string | null;
}

const CELL = "px-4 py-3 align-top";
const COLUMNS = ["file", "received", "source", "outcome", "applied", "refused"] as const;

/** One file's row: its feed, the file, when and how it came, what became of it. */
function FeedRow({ feed }: { feed: FeedView }) {
  const { t } = useTranslation();
  const columns = (name: (typeof COLUMNS)[number] | "kind") => t(`tools.feeds.columns.${name}`);
  return (
    <tr>
      <th scope="row" className={`${CELL} font-semibold text-ink`} data-label={columns("kind")}>
        {t(`tools.feeds.kinds.${feed.kind}`)}
      </th>
      <td className={`${CELL} break-all`} data-label={columns("file")}>
        {feed.fileName}
      </td>
      <td className={CELL} data-label={columns("received")}>
        <span className="block">{feed.received}</span>
        <span className="block text-muted">{feed.ago}</span>
      </td>
      <td className={CELL} data-label={columns("source")}>
        {t(`tools.feeds.sources.${feed.source}`)}
      </td>
      <td className={CELL} data-label={columns("outcome")}>
        {feed.status === "applied"
          ? t("tools.feeds.outcome.applied")
          : t("tools.feeds.outcome.refused", { why: feed.refusal ?? "" })}
      </td>
      <td className={`${CELL} tabular-nums`} data-label={columns("applied")}>
        {feed.rowsApplied}
      </td>
      <td className={`${CELL} tabular-nums`} data-label={columns("refused")}>
        <span className="block">{feed.rowsRefused}</span>
        {feed.refusedRows ? (
          <a href={feed.refusedRows} download className="block font-semibold text-brand underline">
            {t("tools.feeds.download", { count: feed.rowsRefused })}
          </a>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The ERP feeds page (issue 50 §2): the last file of each kind, one row per kind whether or not one came, then
 * the most recent files of every kind, each with what was applied and a download of what was refused.
 */
export function FeedsOverview({
  latest,
  recent,
}: {
  latest: { kind: FeedView["kind"]; feed: FeedView | null }[];
  recent: FeedView[];
}) {
  const { t } = useTranslation();
  const headings = (["kind", ...COLUMNS] as const).map((name) => t(`tools.feeds.columns.${name}`));
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.feeds.heading")}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t("tools.feeds.intro")}</p>
      <div className="mt-8 space-y-10">
        <TableSection id="latest-feeds" title={t("tools.feeds.latestHeading")} columns={headings} cards>
          {latest.map(({ kind, feed }) =>
            feed ? (
              <FeedRow key={kind} feed={feed} />
            ) : (
              <tr key={kind}>
                <th
                  scope="row"
                  className={`${CELL} font-semibold text-ink`}
                  data-label={t("tools.feeds.columns.kind")}
                >
                  {t(`tools.feeds.kinds.${kind}`)}
                </th>
                <td
                  className={`${CELL} text-muted`}
                  colSpan={COLUMNS.length}
                  data-label={t("tools.feeds.columns.file")}
                >
                  {t("tools.feeds.never")}
                </td>
              </tr>
            ),
          )}
        </TableSection>
        {recent.length > 0 ? (
          <TableSection id="recent-feeds" title={t("tools.feeds.recentHeading")} columns={headings} cards>
            {recent.map((feed) => (
              <FeedRow key={feed.id} feed={feed} />
            ))}
          </TableSection>
        ) : (
          <section aria-labelledby="recent-feeds">
            <h2 id="recent-feeds" className="text-xl font-semibold text-ink">
              {t("tools.feeds.recentHeading")}
            </h2>
            <p className="mt-2 text-muted">{t("tools.feeds.recentEmpty")}</p>
          </section>
        )}
      </div>
    </div>
  );
}
