import { z } from "zod";
import { DOWNLOAD_MODES, MAX_ITEMS_PER_BATCH, MAX_PHOTOS_PER_ITEM } from "./constants";
import { isItemNumber, photoNumber } from "./item-numbers";

const itemNumber = z.string().refine(isItemNumber, "not a valid item number");

/** Items to look up, in the order entered. */
export const lookupRequestSchema = z.object({
  mode: z.enum(DOWNLOAD_MODES),
  items: z.array(itemNumber).min(1).max(MAX_ITEMS_PER_BATCH),
});

/** An item and its photos' file names (`{item}_{NN}.jpg`). */
export interface ResolvedItem {
  item: string;
  photos: string[];
}

/** One line of the lookup stream: an item's photos, or why it could not be looked up. */
export const lookupLineSchema = z.union([
  z.object({ item: z.string(), photos: z.array(z.string()) }),
  z.object({ item: z.string(), error: z.string() }),
]);
export type LookupLine = z.infer<typeof lookupLineSchema>;

const resolvedItem = z
  .object({
    item: itemNumber,
    photos: z.array(z.string()).min(1).max(MAX_PHOTOS_PER_ITEM),
  })
  .refine(({ item, photos }) => photos.every((fileName) => photoNumber(item, fileName) !== undefined), {
    message: "photos must be the item's own photo names",
    path: ["photos"],
  });

/** A batch whose items were looked up: what goes into the zip or the sheet. */
export const downloadRequestSchema = z.object({
  mode: z.enum(DOWNLOAD_MODES),
  items: z
    .array(resolvedItem)
    .min(1)
    .max(MAX_ITEMS_PER_BATCH)
    .refine(
      (items) => new Set(items.map(({ item }) => item)).size === items.length,
      "items must be distinct",
    ),
});

export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

/** Where the browser fetches a prepared download, and the file's name. */
export const preparedDownloadSchema = z.object({ url: z.string(), fileName: z.string() });
export type PreparedDownload = z.infer<typeof preparedDownloadSchema>;

/** The body of a refused request. */
export const failureSchema = z.object({ error: z.string() });
