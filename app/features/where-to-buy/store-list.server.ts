import SAMPLE_STORES from "@content/where-to-buy/sample-stores.csv?raw";
import { brandLinks } from "~/features/brands/index.server";
import { database } from "~/lib/database.server";
import { singleFlight } from "~/lib/single-flight";
import { isStorableText } from "~/lib/text-rules";
import { CHECKED_LIST_KEEP_HOURS } from "./constants";
import { provinceNamed } from "./place-key";
import type { FailedRow, FileProblem, Store } from "./store";
import { readStoreFile } from "./store-file.server";

const HOUR_MS = 60 * 60 * 1000;

/** A store list as staff see it: where it came from, what it holds, whether (and since when) it is live. */
export interface StoreListSummary {
  id: number;
  createdAt: number;
  /** Who imported it; null for the sample list a new site starts with. */
  createdBy: string | null;
  fileName: string;
  storeCount: number;
  publishedAt: number | null;
  publishedBy: string | null;
}

/** A checked list with its report; `expired` once it waited too long to be put live. */
export type CheckedStoreList = StoreListSummary & { failed: FailedRow[]; expired: boolean };

/** Whether a list checked at `createdAt` may no longer be put live. */
const checkExpired = (createdAt: number, now: number) => now - createdAt > CHECKED_LIST_KEEP_HOURS * HOUR_MS;

/** A file's name as the tool shows it: its last part, this long at most, or this when it has none a database holds. */
const FILE_NAME_MAX_LENGTH = 120;
const UNNAMED_FILE = "stores.csv";

/** The name of the file a new site's list comes from, as the tool shows it. */
const SAMPLE_FILE_NAME = "sample-stores.csv";
/** Stores inserted per statement: under either engine's limit of values in one statement. */
const INSERT_BATCH = 500;

async function storeCheckedList(
  { stores, failed }: { stores: readonly Store[]; failed: readonly FailedRow[] },
  { fileName, by, publish }: { fileName: string; by: number | null; publish: boolean },
): Promise<number> {
  const { db } = await database();
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("store_lists")
      .values({
        created_at: now,
        created_by: by,
        file_name: fileName,
        store_count: stores.length,
        failed_rows: JSON.stringify(failed),
        published_at: publish ? now : null,
        published_by: publish ? by : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (let start = 0; start < stores.length; start += INSERT_BATCH) {
      await trx
        .insertInto("stores")
        .values(
          stores.slice(start, start + INSERT_BATCH).map((store, index) => ({
            list_id: id,
            position: start + index,
            name: store.name,
            address: store.address,
            city: store.city,
            province: store.province,
            postal_code: store.postalCode,
            phone: store.phone,
            website: store.website,
            brands: JSON.stringify(store.brands),
          })),
        )
        .execute();
    }
    return id;
  });
}

/**
 * Reads a file staff upload and keeps what it holds as a checked list, not yet live: its id, for the report
 * and the step that puts it live; or why the whole file was refused.
 */
export async function checkStoreFile(
  bytes: Uint8Array,
  fileName: string,
  by: number,
): Promise<{ ok: true; id: number } | ({ ok: false } & FileProblem)> {
  const reading = readStoreFile(bytes, await brandLinks("en"));
  if (!reading.ok) return reading;
  // Only shown back to staff: a path's last part, cut short; a name no database holds is replaced.
  const shownName = fileName.split(/[\\/]/).at(-1)?.slice(0, FILE_NAME_MAX_LENGTH) ?? "";
  // Checks nobody put live in time go as new ones come: no timer needed for a step taken a few times a year.
  await dropStaleCheckedLists();
  return {
    ok: true,
    id: await storeCheckedList(reading, {
      fileName: isStorableText(shownName) && shownName ? shownName : UNNAMED_FILE,
      by,
      publish: false,
    }),
  };
}

/** The first searches on a new site, arriving together, add the sample list once. */
const sampleListOnce = singleFlight<void>();

/** A new site's list: the sample file shipped with the sample content, live from the start. */
async function startWithSampleList(): Promise<void> {
  const reading = readStoreFile(new TextEncoder().encode(SAMPLE_STORES), await brandLinks("en"));
  if (!reading.ok) throw new Error(`The sample store file is not a store list (${reading.problem})`);
  await storeCheckedList(reading, { fileName: SAMPLE_FILE_NAME, by: null, publish: true });
}

const SUMMARY_COLUMNS = [
  "list.id",
  "list.created_at",
  "list.file_name",
  "list.store_count",
  "list.published_at",
  "importer.name as created_by_name",
  "publisher.name as published_by_name",
] as const;

function summaryQuery(db: Awaited<ReturnType<typeof database>>["db"]) {
  return db
    .selectFrom("store_lists as list")
    .leftJoin("staff_accounts as importer", "importer.id", "list.created_by")
    .leftJoin("staff_accounts as publisher", "publisher.id", "list.published_by")
    .select(SUMMARY_COLUMNS);
}

type SummaryRow = {
  id: number;
  created_at: number;
  file_name: string;
  store_count: number;
  published_at: number | null;
  created_by_name: string | null;
  published_by_name: string | null;
};

function summaryOf(row: SummaryRow): StoreListSummary {
  return {
    id: row.id,
    createdAt: Number(row.created_at),
    createdBy: row.created_by_name,
    fileName: row.file_name,
    storeCount: Number(row.store_count),
    publishedAt: row.published_at === null ? null : Number(row.published_at),
    publishedBy: row.published_by_name,
  };
}

/** A list by its id, with its report, if it is still kept. */
export async function storeList(id: number): Promise<CheckedStoreList | undefined> {
  const { db } = await database();
  const row = await summaryQuery(db).select("list.failed_rows").where("list.id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const summary = summaryOf(row);
  return {
    ...summary,
    failed: JSON.parse(row.failed_rows) as FailedRow[],
    expired: summary.publishedAt === null && checkExpired(summary.createdAt, Date.now()),
  };
}

/** The lists that were live, the current one first: who imported each, and when. */
export async function storeListHistory(limit: number): Promise<StoreListSummary[]> {
  const { db } = await database();
  const rows = await summaryQuery(db)
    .where("list.published_at", "is not", null)
    .orderBy("list.published_at", "desc")
    .orderBy("list.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(summaryOf);
}

/** The live list's id: the one put live last. */
async function liveListId(): Promise<number | undefined> {
  const { db } = await database();
  const row = await db
    .selectFrom("store_lists")
    .select("id")
    .where("published_at", "is not", null)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** The live list's stores, kept while it stays live (each search asks which list is live: another process may have put a new one live). */
let live: { id: number; stores: readonly Store[] } | undefined;

/**
 * The stores visitors search, in the file's order. A site that never had a list starts with the sample one
 * (two processes starting together may both add it: the later is live, the earlier loses its stores on the
 * next import).
 */
export async function liveStores(): Promise<readonly Store[]> {
  let id = await liveListId();
  if (id === undefined) {
    await sampleListOnce("sample", startWithSampleList);
    id = await liveListId();
  }
  if (id === undefined) return [];
  if (live?.id === id) return live.stores;
  const { db } = await database();
  const rows = await db
    .selectFrom("stores")
    .select(["name", "address", "city", "province", "postal_code", "phone", "website", "brands"])
    .where("list_id", "=", id)
    .orderBy("position")
    .execute();
  const stores = rows.flatMap((row): Store[] => {
    const province = provinceNamed(row.province);
    if (!province) return [];
    return [
      {
        name: row.name,
        address: row.address,
        city: row.city,
        province,
        postalCode: row.postal_code,
        phone: row.phone,
        website: row.website,
        brands: JSON.parse(row.brands) as string[],
      },
    ];
  });
  live = { id, stores };
  return stores;
}

/**
 * Puts a checked list live in one step: visitors see either the old list or the new one, never a mix; the
 * lists live before it lose their stores. False when the list is gone, already live, holds no store, or
 * waited longer than CHECKED_LIST_KEEP_HOURS.
 */
export async function publishStoreList(id: number, by: number): Promise<boolean> {
  const { db } = await database();
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const published = await trx
      .updateTable("store_lists")
      .set({ published_at: now, published_by: by })
      .where("id", "=", id)
      .where("published_at", "is", null)
      .where("store_count", ">", 0)
      .where("created_at", ">", now - CHECKED_LIST_KEEP_HOURS * HOUR_MS)
      .executeTakeFirst();
    if (Number(published.numUpdatedRows) !== 1) return false;
    await trx
      .deleteFrom("stores")
      .where("list_id", "<>", id)
      .where(
        "list_id",
        "in",
        trx.selectFrom("store_lists").select("id").where("published_at", "is not", null),
      )
      .execute();
    return true;
  });
}

/** Drops the lists checked but never put live once CHECKED_LIST_KEEP_HOURS have passed. */
export async function dropStaleCheckedLists(now = Date.now()): Promise<number> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom("store_lists")
      .select("id")
      .where("published_at", "is", null)
      .where("created_at", "<", now - CHECKED_LIST_KEEP_HOURS * HOUR_MS);
    await trx.deleteFrom("stores").where("list_id", "in", stale).execute();
    const dropped = await trx
      .deleteFrom("store_lists")
      .where("published_at", "is", null)
      .where("created_at", "<", now - CHECKED_LIST_KEEP_HOURS * HOUR_MS)
      .executeTakeFirst();
    return Number(dropped.numDeletedRows);
  });
}
