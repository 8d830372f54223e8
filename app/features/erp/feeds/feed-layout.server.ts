import { type RawBuilder, sql, type Transaction } from "kysely";
import type { DatabaseSchema } from "~/lib/database-schema";
import type { FeedRow, FileProblem, RefusedRow } from "./feed-csv.server";

/** The feeds taken so far: a file's name in the inbox starts with its kind, and the endpoint's path ends with it. */
export const FEED_KINDS = ["products", "prices", "stock", "customers"] as const;
export type TakenFeedKind = (typeof FEED_KINDS)[number];

/** The largest feed file taken, posted or dropped in the inbox: a 60,000-SKU product file is about 15 MB. */
export const FEED_LIMIT_BYTES = 32 * 1024 * 1024;

/** Rows written per statement: well under SQLite's limit of bound values, few round trips on PostgreSQL. */
export const BATCH = 500;

/** What checking a feed's rows may need to know of the site: the brand ids a style may name. */
export interface FeedContext {
  knownBrands: ReadonlySet<string>;
}

/** A feed's rows checked on their own and against each other, ready to be applied in the file's transaction. */
export interface PreparedFeed {
  /** The rows refused so far; `against` may add to them. */
  refused: RefusedRow[];
  /** How many rows `apply` will write. */
  rowsToApply(): number;
  /** Refuses the rows the database contradicts (a UPC of another colourway, an unknown SKU). */
  against(tx: Transaction<DatabaseSchema>): Promise<void>;
  /** Writes what is left, stamped `now`. */
  apply(tx: Transaction<DatabaseSchema>, now: number): Promise<void>;
}

/** One feed: its columns (`docs/feeds/<kind>.md`), and how its rows are checked and applied. */
export interface FeedLayout {
  columns: readonly string[];
  optional: readonly string[];
  /** The file's rows prepared, or a problem that refuses the whole file (a mode the file cannot have). */
  prepare(rows: FeedRow<string>[], context: FeedContext): PreparedFeed | { problem: FileProblem };
}

/**
 * An upsert's update of `columns`, each set to the value of the row the insert proposed (`excluded.<column>`,
 * which both engines read alike): for `onConflict(…).doUpdateSet(…)`.
 */
export function fromProposedRow<Table extends keyof DatabaseSchema>(
  _table: Table,
  columns: readonly (keyof DatabaseSchema[Table] & string)[],
): Record<string, RawBuilder<never>> {
  return Object.fromEntries(columns.map((column) => [column, sql.ref<never>(`excluded.${column}`)]));
}
