import { database } from "~/lib/database.server";
import type { ResolvedItem } from "../batch-schema";
import type { DirectoryFields } from "../catalogue/index.server";
import { EXPORTS_PATH } from "../constants";
import type { SheetItem } from "../delivery/index.server";
import { isItemNumber, photoNumber } from "../item-numbers";
import { type ExportPhoto, exportPhotos } from "./export-entries.server";
import type { ExportPreset } from "./export-presets";

/** Rows written per statement: well inside both engines' limits on bound parameters. */
const ROWS_PER_STATEMENT = 500;

/** The last part of an export's path: `12345-001/12345-001_01.jpg` is served as `12345-001_01.jpg`. */
export const exportFile = (name: string) => name.slice(name.lastIndexOf("/") + 1);

/** The public, stable link of one exported photo: it ends in the file's extension and has no query. */
export function exportUrl(publicSiteOrigin: string, preset: ExportPreset, photo: ExportPhoto): string {
  const path = [EXPORTS_PATH, preset.id, photo.item, exportFile(photo.name)].join("/");
  return new URL(path, publicSiteOrigin).href;
}

/** A sheet's items linked to the preset's public images, named as its zip names them. */
export function* presetLinks(
  items: readonly ResolvedItem[],
  preset: ExportPreset,
  publicSiteOrigin: string,
  fields: ReadonlyMap<string, DirectoryFields>,
): Generator<SheetItem, void, undefined> {
  for (const resolved of items) {
    yield {
      item: resolved.item,
      links: exportPhotos([resolved], preset, fields).map((photo) =>
        exportUrl(publicSiteOrigin, preset, photo),
      ),
    };
  }
}

/**
 * Makes the items' images reachable at their public links (decision 147): only what staff exported or
 * linked with a preset is ever resized for a visitor. A later export of an item replaces its photo list.
 */
export async function recordExportedItems(
  preset: ExportPreset,
  items: readonly ResolvedItem[],
  now = Date.now(),
): Promise<void> {
  const { db } = await database();
  for (let start = 0; start < items.length; start += ROWS_PER_STATEMENT) {
    const rows = items.slice(start, start + ROWS_PER_STATEMENT).map(({ item, photos }) => ({
      preset: preset.id,
      item,
      photos: JSON.stringify(photos),
      exported_at: now,
    }));
    await db
      .insertInto("photo_export_items")
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(["preset", "item"]).doUpdateSet((update) => ({
          photos: update.ref("excluded.photos"),
          exported_at: update.ref("excluded.exported_at"),
        })),
      )
      .execute();
  }
}

/** The exported photos of an item, or undefined when staff never exported it with this preset. */
export async function exportedItem(preset: ExportPreset, item: string): Promise<ResolvedItem | undefined> {
  if (!isItemNumber(item)) return undefined;
  const { db } = await database();
  const row = await db
    .selectFrom("photo_export_items")
    .select("photos")
    .where("preset", "=", preset.id)
    .where("item", "=", item)
    .executeTakeFirst();
  if (!row) return undefined;
  // Written by us from a validated request; read back as names of the item's own photos only.
  const parsed: unknown = JSON.parse(row.photos);
  const photos = Array.isArray(parsed)
    ? parsed.filter(
        (name): name is string => typeof name === "string" && photoNumber(item, name) !== undefined,
      )
    : [];
  return photos.length > 0 ? { item, photos } : undefined;
}
