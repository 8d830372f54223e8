import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";
import { type FileProblem, type RefusedRow, readFeedCsv } from "./feed-csv.server";
import {
  OPTIONAL_PRODUCT_COLUMNS,
  PRODUCT_COLUMNS,
  type ProductFeed,
  productFeedOf,
} from "./products-feed.server";

/**
 * A file is refused whole, nothing of it applied, when more than this share of its rows are refused (and at
 * least `REFUSED_ROWS_TOLERATED` of them): an export that went wrong, not a few rows to fix (decision 321).
 */
export const REFUSED_SHARE_LIMIT = 0.1;
export const REFUSED_ROWS_TOLERATED = 10;

/** Rows written per statement: well under SQLite's limit of bound values, few round trips on PostgreSQL. */
const BATCH = 500;

export type FeedKind = DatabaseSchema["erp_feeds"]["kind"];

/** A file an ERP feed brought: by the watched folder or posted to the endpoint. */
export interface FeedFile {
  kind: "products";
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
      problem: FileProblem | { code: "tooManyRefused" };
      refused: RefusedRow[];
    }
  | { status: "alreadyTaken"; feedId: number };

/** The refused rows as stored for the feeds page: JSON, each with its line, problem and cells. */
const storedRefusals = (refused: readonly RefusedRow[]) => JSON.stringify(refused);

async function upsertProducts(
  tx: Transaction<DatabaseSchema>,
  feed: ProductFeed,
  now: number,
): Promise<void> {
  const styles = [...feed.styles.values()].map((style) => ({ ...style, updated_at: now }));
  for (let start = 0; start < styles.length; start += BATCH) {
    await tx
      .insertInto("catalogue_styles")
      .values(styles.slice(start, start + BATCH))
      .onConflict((conflict) =>
        conflict.column("style_number").doUpdateSet((row) => ({
          brand: row.ref("excluded.brand"),
          season: row.ref("excluded.season"),
          category: row.ref("excluded.category"),
          gender: row.ref("excluded.gender"),
          size_scale: row.ref("excluded.size_scale"),
          name_en: row.ref("excluded.name_en"),
          name_fr: row.ref("excluded.name_fr"),
          description_en: row.ref("excluded.description_en"),
          description_fr: row.ref("excluded.description_fr"),
          materials_en: row.ref("excluded.materials_en"),
          materials_fr: row.ref("excluded.materials_fr"),
          msrp_cents: row.ref("excluded.msrp_cents"),
          updated_at: row.ref("excluded.updated_at"),
        })),
      )
      .execute();
  }
  const colourways = [...feed.colourways.values()].map((colourway) => ({ ...colourway, updated_at: now }));
  for (let start = 0; start < colourways.length; start += BATCH) {
    await tx
      .insertInto("catalogue_colourways")
      .values(colourways.slice(start, start + BATCH))
      .onConflict((conflict) =>
        conflict.column("item_number").doUpdateSet((row) => ({
          style_number: row.ref("excluded.style_number"),
          colour_code: row.ref("excluded.colour_code"),
          colour_name_en: row.ref("excluded.colour_name_en"),
          colour_name_fr: row.ref("excluded.colour_name_fr"),
          updated_at: row.ref("excluded.updated_at"),
        })),
      )
      .execute();
  }
  for (let start = 0; start < feed.skus.length; start += BATCH) {
    const batch = feed.skus.slice(start, start + BATCH).map((sku) => sku.record);
    // A size and width that had another UPC takes this one: the cell is the SKU, the ERP corrected its code.
    const cells = new Set(batch.map((sku) => `${sku.item_number}|${sku.size}|${sku.width}`));
    const relabelled = await tx
      .selectFrom("catalogue_skus")
      .select(["gtin", "item_number", "size", "width"])
      .where(
        "item_number",
        "in",
        batch.map((sku) => sku.item_number),
      )
      .where(
        "gtin",
        "not in",
        batch.map((sku) => sku.gtin),
      )
      .execute();
    const stale = relabelled
      .filter((row) => cells.has(`${row.item_number}|${row.size}|${row.width}`))
      .map((row) => row.gtin);
    if (stale.length > 0) await tx.deleteFrom("catalogue_skus").where("gtin", "in", stale).execute();
    await tx
      .insertInto("catalogue_skus")
      .values(batch.map((sku) => ({ ...sku, updated_at: now })))
      .onConflict((conflict) =>
        conflict.column("gtin").doUpdateSet((row) => ({
          item_number: row.ref("excluded.item_number"),
          size: row.ref("excluded.size"),
          width: row.ref("excluded.width"),
          case_pack: row.ref("excluded.case_pack"),
          updated_at: row.ref("excluded.updated_at"),
        })),
      )
      .execute();
  }
}

/**
 * UPCs the file gives a SKU that the catalogue holds for another colourway: refused rows, since applying
 * them would move a barcode from one product to another. Read inside the transaction that applies the file.
 */
async function takenGtins(tx: Transaction<DatabaseSchema>, feed: ProductFeed): Promise<Map<string, string>> {
  const taken = new Map<string, string>();
  for (let start = 0; start < feed.skus.length; start += BATCH) {
    const batch = feed.skus.slice(start, start + BATCH).map((sku) => sku.record);
    const known = await tx
      .selectFrom("catalogue_skus")
      .select(["gtin", "item_number"])
      .where(
        "gtin",
        "in",
        batch.map((sku) => sku.gtin),
      )
      .execute();
    for (const row of known) taken.set(row.gtin, row.item_number);
  }
  return taken;
}

/**
 * Takes one file of an ERP feed (decision 321): once by its content (the same bytes again are answered with
 * the first taking, whichever instance took it), read and checked row by row, then applied in one transaction
 * with its record in `erp_feeds`, so a buyer never sees half a file. A file whose rows are refused beyond `REFUSED_SHARE_LIMIT`
 * is recorded as refused and nothing of it applied. `knownBrands`: the brand ids a style may name.
 */
export async function takeFeed(
  database: Database,
  file: FeedFile,
  knownBrands: ReadonlySet<string>,
  now = Date.now(),
): Promise<FeedOutcome> {
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
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const reading = readFeedCsv(file.bytes, PRODUCT_COLUMNS, OPTIONAL_PRODUCT_COLUMNS);
    if (!reading.ok) {
      const { id } = await record("refused", { total: 0, applied: 0 }, [], JSON.stringify(reading.problem));
      return { status: "refused", feedId: id, problem: reading.problem, refused: [] };
    }
    const feed = productFeedOf(reading.rows, knownBrands);
    const taken = await takenGtins(tx, feed);
    const moves = (sku: ProductFeed["skus"][number]) => {
      const owner = taken.get(sku.record.gtin);
      return owner !== undefined && owner !== sku.record.item_number;
    };
    for (const sku of feed.skus.filter(moves))
      feed.refused.push({ line: sku.line, problem: { code: "gtinTaken", column: "upc" }, cells: sku.cells });
    feed.skus = feed.skus.filter((sku) => !moves(sku));
    const refused = [...reading.refused, ...feed.refused].sort((a, b) => a.line - b.line);
    const total = reading.rows.length + reading.refused.length;
    if (refused.length > REFUSED_ROWS_TOLERATED && refused.length > total * REFUSED_SHARE_LIMIT) {
      const problem = { code: "tooManyRefused" } as const;
      const { id } = await record("refused", { total, applied: 0 }, refused, JSON.stringify(problem));
      return { status: "refused", feedId: id, problem, refused };
    }
    await upsertProducts(tx, feed, now);
    const { id } = await record("applied", { total, applied: feed.skus.length }, refused, null);
    return { status: "applied", feedId: id, rowsApplied: feed.skus.length, refused };
  });
}
