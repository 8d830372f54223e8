import type { Translate } from "~/features/i18n";
import type { Database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";
import { spreadsheetCsv, spreadsheetText } from "~/lib/spreadsheet-cell";
import type { FileProblem, RefusedRow } from "./feed-csv.server";
import { FEED_KINDS, type TakenFeedKind } from "./feed-layout.server";

/** How many files the feeds page lists under the last of each kind. */
export const RECENT_FEEDS_SHOWN = 20;

/** A file an ERP feed brought, as the feeds page shows it. */
export interface FeedSummary {
  id: number;
  kind: TakenFeedKind;
  fileName: string;
  source: DatabaseSchema["erp_feeds"]["source"];
  /** When it was taken, in milliseconds. */
  receivedAt: number;
  status: DatabaseSchema["erp_feeds"]["status"];
  rowsTotal: number;
  rowsApplied: number;
  rowsRefused: number;
  /** Why the whole file was refused; null when it was applied. */
  refusal: FileProblem | null;
}

const SUMMARY_COLUMNS = [
  "id",
  "kind",
  "file_name",
  "source",
  "received_at",
  "status",
  "rows_total",
  "rows_applied",
  "rows_refused",
  "refusal",
] as const;

type SummaryRow = Pick<DatabaseSchema["erp_feeds"], Exclude<(typeof SUMMARY_COLUMNS)[number], "id">> & {
  id: number;
};

function summaryOf(row: SummaryRow): FeedSummary {
  return {
    id: row.id,
    kind: row.kind as TakenFeedKind,
    fileName: row.file_name,
    source: row.source,
    receivedAt: row.received_at,
    status: row.status,
    rowsTotal: row.rows_total,
    rowsApplied: row.rows_applied,
    rowsRefused: row.rows_refused,
    refusal: row.refusal ? (JSON.parse(row.refusal) as FileProblem) : null,
  };
}

/**
 * What the feeds page shows: the last file of each kind (null for a kind never sent), and the most recent
 * files of every kind, newest first.
 */
export async function feedsOverview(
  database: Database,
): Promise<{ latest: Record<TakenFeedKind, FeedSummary | null>; recent: FeedSummary[] }> {
  const latestRows = await Promise.all(
    FEED_KINDS.map((kind) =>
      database.db
        .selectFrom("erp_feeds")
        .select(SUMMARY_COLUMNS)
        .where("kind", "=", kind)
        .orderBy("received_at", "desc")
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  const recent = await database.db
    .selectFrom("erp_feeds")
    .select(SUMMARY_COLUMNS)
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(RECENT_FEEDS_SHOWN)
    .execute();
  const latest = Object.fromEntries(
    FEED_KINDS.map((kind, index) => {
      const row = latestRows[index];
      return [kind, row ? summaryOf(row) : null];
    }),
  ) as Record<TakenFeedKind, FeedSummary | null>;
  return { latest, recent: recent.map(summaryOf) };
}

/** A file's refused rows with its header line, for their download; undefined for a file never taken. */
export async function refusedRowsOf(
  database: Database,
  feedId: number,
): Promise<{ kind: TakenFeedKind; fileName: string; header: string[]; rows: RefusedRow[] } | undefined> {
  const row = await database.db
    .selectFrom("erp_feeds")
    .select(["kind", "file_name", "header", "refused_rows"])
    .where("id", "=", feedId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: row.kind as TakenFeedKind,
    fileName: row.file_name,
    header: row.header ? (JSON.parse(row.header) as string[]) : [],
    rows: row.refused_rows ? (JSON.parse(row.refused_rows) as RefusedRow[]) : [],
  };
}

/** Why a row was refused, as a sentence in the reader's language (`tools.feeds.problems.*`). */
export function rowProblemSentence(t: Translate, row: RefusedRow): string {
  const { code, column = "", otherLine } = row.problem;
  return t(`tools.feeds.problems.${code}`, { column, otherLine: otherLine ?? "" });
}

/**
 * A file's refused rows as CSV, for the ERP's people to fix and send again: the file's line, why (in the
 * reader's language), then the row's cells under the file's own column names. Cells are spreadsheet-safe: a
 * refused row may be the very formula the feed refused.
 */
export function refusedRowsCsv(t: Translate, header: readonly string[], rows: readonly RefusedRow[]): string {
  const widest = Math.max(header.length, ...rows.map((row) => row.cells.length));
  const columns = Array.from({ length: widest }, (_, index) => header[index] ?? "");
  return spreadsheetCsv([
    [t("tools.feeds.csv.line"), t("tools.feeds.csv.problem"), ...columns].map(spreadsheetText),
    ...rows.map((row) =>
      [String(row.line), rowProblemSentence(t, row), ...row.cells].map((cell) => spreadsheetText(cell)),
    ),
  ]);
}

/**
 * When the newest stock file applied was taken, if that is longer than `staleMs` before `now` while the
 * catalogue has SKUs (null: none ever applied); undefined while stock is fresh or there is no catalogue yet.
 */
export async function staleStockSince(
  database: Database,
  now: number,
  staleMs: number,
): Promise<{ since: number | null } | undefined> {
  const newest = await database.db
    .selectFrom("erp_feeds")
    .select((select) => select.fn.max("received_at").as("at"))
    .where("kind", "=", "stock")
    .where("status", "=", "applied")
    .executeTakeFirst();
  const at = newest?.at === null || newest?.at === undefined ? null : Number(newest.at);
  if (at !== null && now - at <= staleMs) return undefined;
  const sku = await database.db.selectFrom("catalogue_skus").select("gtin").limit(1).executeTakeFirst();
  return sku ? { since: at } : undefined;
}

/** Why a whole file was refused, as a phrase in the reader's language (`tools.feeds.fileProblems.*`). */
export function fileProblemPhrase(t: Translate, problem: FileProblem): string {
  return t(`tools.feeds.fileProblems.${problem.code}`, {
    line: "line" in problem ? problem.line : "",
    columns: "columns" in problem ? problem.columns.join(", ") : "",
  });
}
