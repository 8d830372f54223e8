import { createHash } from "node:crypto";
import { brandSummaries } from "~/features/brands/index.server";
import type { Database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";
import { CUSTOMER_FEED } from "./customers-store.server";
import { type FileProblem, type RefusedRow, readFeedCsv } from "./feed-csv.server";
import type { FeedContext, FeedLayout, TakenFeedKind } from "./feed-layout.server";
import { PRICE_FEED } from "./prices-store.server";
import { PRODUCT_FEED } from "./products-store.server";
import { STOCK_FEED } from "./stock-store.server";

/**
 * A file is refused whole, nothing of it applied, when more than this share of its rows are refused (and at
 * least `REFUSED_ROWS_TOLERATED` of them): an export that went wrong, not a few rows to fix (decision 321).
 */
const REFUSED_SHARE_LIMIT = 0.1;
const REFUSED_ROWS_TOLERATED = 10;

/** A file an ERP feed brought: by the watched folder or posted to the endpoint. */
export interface FeedFile {
  kind: TakenFeedKind;
  fileName: string;
  source: DatabaseSchema["erp_feeds"]["source"];
  bytes: Uint8Array;
}

/** What became of a file: applied (some rows perhaps refused), refused whole, or taken before. */
export type FeedOutcome =
  | { status: "applied"; feedId: number; rowsApplied: number; refused: RefusedRow[] }
  | {
      status: "refused";
      feedId: number;
      problem: FileProblem;
      refused: RefusedRow[];
    }
  | { status: "alreadyTaken"; feedId: number };

/** What checking a feed's rows needs of the site now: the brands published (a style may name any of them). */
export async function siteFeedContext(): Promise<FeedContext> {
  return { knownBrands: new Set((await brandSummaries("en")).map((brand) => brand.id)) };
}

/** The refused rows as stored for the feeds page: JSON, each with its line, problem and cells. */
const storedRefusals = (refused: readonly RefusedRow[]) => JSON.stringify(refused);

/** Each feed taken so far, by kind. */
const LAYOUTS: Record<TakenFeedKind, FeedLayout> = {
  products: PRODUCT_FEED,
  prices: PRICE_FEED,
  stock: STOCK_FEED,
  customers: CUSTOMER_FEED,
};

/**
 * Takes one file of an ERP feed (decision 321): once by its content (the same bytes again, applied or refused,
 * are answered as taken before, whichever instance took them), read and checked row by row, then applied in one
 * transaction with its record in `erp_feeds`, so a buyer never sees half a file. A file whose rows are refused
 * beyond `REFUSED_SHARE_LIMIT` is recorded as refused and nothing of it applied. `context`: what checking rows
 * needs of the site.
 */
export async function takeFeed(
  database: Database,
  file: FeedFile,
  context: FeedContext,
  now = Date.now(),
): Promise<FeedOutcome> {
  const layout = LAYOUTS[file.kind];
  const contentHash = createHash("sha256").update(file.bytes).digest("hex");
  // One file of a kind at a time in every instance: the second to take a file finds the first's record.
  return database.exclusive(`erp-feed:${file.kind}`, async (tx) => {
    const before = await tx
      .selectFrom("erp_feeds")
      .select("id")
      .where("kind", "=", file.kind)
      .where("content_hash", "=", contentHash)
      .executeTakeFirst();
    if (before) return { status: "alreadyTaken", feedId: before.id };
    const reading = readFeedCsv(file.bytes, layout.columns, layout.optional);
    const record = (
      status: "applied" | "refused",
      counts: { total: number; applied: number },
      refused: readonly RefusedRow[],
      refusal: string | null,
    ) =>
      tx
        .insertInto("erp_feeds")
        .values({
          kind: file.kind,
          content_hash: contentHash,
          file_name: file.fileName,
          source: file.source,
          received_at: now,
          status,
          rows_total: counts.total,
          rows_applied: counts.applied,
          rows_refused: refused.length,
          refused_rows: storedRefusals(refused),
          refusal,
          header: reading.ok ? JSON.stringify(reading.header) : "",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const total = reading.ok ? reading.rows.length + reading.refused.length : 0;
    const refuseWhole = async (problem: FileProblem, refused: RefusedRow[]): Promise<FeedOutcome> => {
      const { id } = await record("refused", { total, applied: 0 }, refused, JSON.stringify(problem));
      return { status: "refused", feedId: id, problem, refused };
    };
    if (!reading.ok) return refuseWhole(reading.problem, []);
    const prepared = layout.prepare(reading.rows, context);
    if ("problem" in prepared) return refuseWhole(prepared.problem, reading.refused);
    await prepared.against(tx);
    const refused = [...reading.refused, ...prepared.refused].sort((a, b) => a.line - b.line);
    if (refused.length > REFUSED_ROWS_TOLERATED && refused.length > total * REFUSED_SHARE_LIMIT)
      return refuseWhole({ code: "tooManyRefused" }, refused);
    await prepared.apply(tx, now);
    const applied = prepared.rowsToApply();
    const { id } = await record("applied", { total, applied }, refused, null);
    return { status: "applied", feedId: id, rowsApplied: applied, refused };
  });
}
