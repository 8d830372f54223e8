import { z } from "zod/mini";
import {
  DEFAULT_SHEET_FORMAT,
  DOWNLOAD_MODES,
  MAX_ITEMS_PER_BATCH,
  MAX_PHOTOS_PER_ITEM,
  SHEET_FORMATS,
} from "./constants";
import { ORIGINALS, PRESET_IDS } from "./exports";
import { isItemNumber, photoNumber } from "./item-numbers";

// A refused request and an unexpected answer are shown to staff in words, so validation speaks English.
z.config(z.locales.en());

const itemNumber = z.string().check(z.refine(isItemNumber, "not a valid item number"));

/** Items to look up, in the order entered. */
export const lookupRequestSchema = z.object({
  mode: z.enum(DOWNLOAD_MODES),
  items: z.array(itemNumber).check(z.minLength(1), z.maxLength(MAX_ITEMS_PER_BATCH)),
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
    photos: z.array(z.string()).check(z.minLength(1), z.maxLength(MAX_PHOTOS_PER_ITEM)),
  })
  .check(
    z.refine(({ item, photos }) => photos.every((fileName) => photoNumber(item, fileName) !== undefined), {
      message: "photos must be the item's own photo names",
      path: ["photos"],
    }),
    // The same photo twice would be zipped twice (and 100 names could make one item of any size).
    z.refine(({ photos }) => new Set(photos).size === photos.length, {
      message: "an item's photos must be distinct",
      path: ["photos"],
    }),
  );

/** A line sheet's items and their photos' names: an item whose photo is coming has none (decision 252). */
export const lineSheetItemsSchema = z.array(
  z.object({ item: itemNumber, photos: z.array(z.string()).check(z.maxLength(MAX_PHOTOS_PER_ITEM)) }).check(
    z.refine(({ item, photos }) => photos.every((fileName) => photoNumber(item, fileName) !== undefined), {
      message: "photos must be the item's own photo names",
      path: ["photos"],
    }),
  ),
);
export type LineSheetItem = z.infer<typeof lineSheetItemsSchema>[number];

/** A batch whose items were looked up: what goes into the zip or the sheet. */
export const downloadRequestSchema = z.object({
  mode: z.enum(DOWNLOAD_MODES),
  /** The photos as stored (default), or made for a channel; a sheet then links to the channel's images. */
  preset: z._default(z.enum(PRESET_IDS), ORIGINALS),
  /** Sheet mode only: the sheet's columns, the spec's `Item Number,Image URL` by default. */
  format: z._default(z.enum(SHEET_FORMATS), DEFAULT_SHEET_FORMAT),
  items: z.array(resolvedItem).check(
    z.minLength(1),
    z.maxLength(MAX_ITEMS_PER_BATCH),
    z.refine(
      (items) => new Set(items.map(({ item }) => item)).size === items.length,
      "items must be distinct",
    ),
  ),
});

export type DownloadRequest = z.infer<typeof downloadRequestSchema>;

/**
 * The Photo Downloader's form as a browser sends it without scripts (decision 250): the field's text as typed,
 * split on the server by `splitItemNumbers` as the page splits it.
 */
export const batchFormSchema = z.object({
  items: z._default(z.string(), ""),
  mode: z.enum(DOWNLOAD_MODES),
  preset: z._default(z.enum(PRESET_IDS), ORIGINALS),
  format: z._default(z.enum(SHEET_FORMATS), DEFAULT_SHEET_FORMAT),
});
export type BatchForm = z.infer<typeof batchFormSchema>;

/** Where the browser fetches a prepared download, and the file's name; the id makes a share link of it. */
export const downloadLinkSchema = z.object({ id: z.string(), url: z.string(), fileName: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/**
 * What a preset will do that its channel may refuse (decision 143), one line per item and kind (decision
 * 245): its photos below the channel's minimum (enlarged; the smallest's size given), those that padding
 * shrinks below the channel's share of the frame (the lowest share given), those whose background is not
 * near-white enough to be made pure white, and photos beyond the channel's count. `photos` are the photo
 * numbers concerned, `of` how many of the item's photos were checked.
 */
const photoGroup = { item: z.string(), photos: z.array(z.number()), of: z.number() };
export const presetWarningSchema = z.union([
  z.object({ kind: z.literal("small"), ...photoGroup, width: z.number(), height: z.number() }),
  z.object({ kind: z.literal("fill"), ...photoGroup, fill: z.number() }),
  z.object({ kind: z.literal("background"), ...photoGroup }),
  z.object({ kind: z.literal("tooMany"), item: z.string(), count: z.number() }),
]);
export type PresetWarning = z.infer<typeof presetWarningSchema>;

/**
 * The answer to a download request: the photos that had gone from the catalogue since the lookup, item by
 * item, were left out; the link is null when nothing was left to download.
 */
export const preparedDownloadSchema = z.object({
  download: z.nullable(downloadLinkSchema),
  leftOut: z.array(z.object({ item: z.string(), photos: z.array(z.string()) })),
  warnings: z._default(z.array(presetWarningSchema), []),
});
export type PreparedDownload = z.infer<typeof preparedDownloadSchema>;

/** The body of a refused request. */
export const failureSchema = z.object({ error: z.string() });
