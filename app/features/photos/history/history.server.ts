import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { isLanguage, type Language } from "~/lib/languages";
import type { ResolvedItem } from "../batch-schema";
import { DEFAULT_SHEET_FORMAT, type DownloadMode, SHEET_FORMATS, type SheetFormat } from "../constants";
import { isPresetChoice, ORIGINALS, type PresetChoice } from "../exports";
import { isItemNumber } from "../item-numbers";
import { HISTORY_KINDS, type HistoryRun } from "./history-run";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Runs the history page lists; older ones stay until the retention removes them. */
export const HISTORY_PAGE_SIZE = 50;

/** One entry of the history, after the entries past the retention are removed. */
async function record(values: {
  created_at: number;
  kind: HistoryRun["kind"];
  preset: PresetChoice;
  sheet_format: SheetFormat | null;
  items: readonly { item: string; photos: readonly string[] }[];
  download_id: string | null;
  language?: Language;
}): Promise<void> {
  const { db } = await database();
  await db
    .deleteFrom("photo_history")
    .where("created_at", "<", values.created_at - config().photoHistoryRetentionDays * DAY_MS)
    .execute();
  await db
    .insertInto("photo_history")
    .values({
      ...values,
      language: values.language ?? null,
      item_count: values.items.length,
      photo_count: values.items.reduce((sum, { photos }) => sum + photos.length, 0),
      items: JSON.stringify(values.items.map(({ item }) => item)),
    })
    .execute();
}

/** A prepared download, recorded when it is prepared; its size follows once it has been sent whole. */
export async function recordRun(
  {
    mode,
    preset,
    format,
    items,
  }: { mode: DownloadMode; preset: PresetChoice; format: SheetFormat; items: readonly ResolvedItem[] },
  downloadId: string,
  now = Date.now(),
): Promise<void> {
  await record({
    created_at: now,
    kind: mode === "photos" ? "export" : "sheet",
    preset,
    sheet_format: mode === "sheet" ? format : null,
    items,
    download_id: downloadId,
  });
}

/** A share link made, in the history beside the runs (its downloads are counted on the link itself). */
export async function recordShare(
  {
    preset,
    items,
    language,
  }: {
    preset: PresetChoice;
    items: readonly { item: string; photos: readonly string[] }[];
    language?: Language;
  },
  now = Date.now(),
): Promise<void> {
  await record({
    created_at: now,
    kind: "share",
    preset,
    sheet_format: null,
    items,
    download_id: null,
    language,
  });
}

/** A line sheet made, with its language; its PDF is fetched by the id, as a prepared download is. */
export async function recordLineSheet(
  { language, items }: { language: Language; items: readonly { item: string; photos: readonly string[] }[] },
  lineSheetId: string,
  now = Date.now(),
): Promise<void> {
  await record({
    created_at: now,
    kind: "lineSheet",
    preset: ORIGINALS,
    sheet_format: null,
    items,
    download_id: lineSheetId,
    language,
  });
}

export async function recordSize(downloadId: string, bytes: number): Promise<void> {
  const { db } = await database();
  await db.updateTable("photo_history").set({ bytes }).where("download_id", "=", downloadId).execute();
}

type Row = {
  id: number;
  created_at: number;
  kind: string;
  preset: string;
  item_count: number;
  photo_count: number;
  bytes: number | string | null;
  items: string;
  sheet_format: string | null;
  language: string | null;
};

function runOf(row: Row): HistoryRun {
  // PostgreSQL returns bigint as text; the item list was stored by us, as JSON, from validated item numbers.
  const parsed: unknown = JSON.parse(row.items);
  const items = Array.isArray(parsed)
    ? parsed.filter((item): item is string => typeof item === "string" && isItemNumber(item))
    : [];
  return {
    id: row.id,
    createdAt: Number(row.created_at),
    kind: HISTORY_KINDS.find((kind) => kind === row.kind) ?? "export",
    mode: row.kind === "sheet" ? "sheet" : "photos",
    preset: isPresetChoice(row.preset) ? row.preset : ORIGINALS,
    format: SHEET_FORMATS.find((format) => format === row.sheet_format) ?? DEFAULT_SHEET_FORMAT,
    itemCount: row.item_count,
    photoCount: row.photo_count,
    bytes: row.bytes === null ? null : Number(row.bytes),
    items,
    language: isLanguage(row.language) ? row.language : null,
  };
}

const COLUMNS = [
  "id",
  "created_at",
  "kind",
  "preset",
  "item_count",
  "photo_count",
  "bytes",
  "items",
  "sheet_format",
  "language",
] as const;

/** The latest runs, newest first, within the retention. */
export async function recentRuns(now = Date.now()): Promise<HistoryRun[]> {
  const { db } = await database();
  const rows = await db
    .selectFrom("photo_history")
    .select(COLUMNS)
    .where("created_at", ">=", now - config().photoHistoryRetentionDays * DAY_MS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(HISTORY_PAGE_SIZE)
    .execute();
  return rows.map(runOf);
}

/** One run, to fill the form again, or undefined. */
export async function historyRun(id: number): Promise<HistoryRun | undefined> {
  const { db } = await database();
  const row = await db.selectFrom("photo_history").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? runOf(row) : undefined;
}
