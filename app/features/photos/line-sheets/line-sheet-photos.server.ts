import type { PhotoStore } from "../catalogue/index.server";
import { PhotoGoneError } from "../catalogue/index.server";
import type { ExportPreset } from "../exports";
import type { PhotoToExport } from "../exports/index.server";
import { isUnreadableImage, presetPhoto } from "../exports/index.server";

/**
 * The photos a line sheet prints, made as an export's are and kept in the derived-image cache, so a second
 * sheet of the same products (or a retailer's download of a shared one) resizes nothing. Sized for print:
 * the large photo is drawn 200 points (2.8 inches) wide, so 480 pixels give about 170 dpi; a colourway's
 * is drawn 64 points wide, 160 pixels about 180 dpi. A 300-style sheet stays a few megabytes (decision 252).
 * Bounded by the long side, not padded to a square: the sheet fits each photo in its box itself.
 */
const printPhoto = (id: string, side: number, quality: number): ExportPreset => ({
  id,
  name: { en: "Line sheet", fr: "Fiche de collection" },
  canvas: { longSide: side },
  minimumLongSide: 0,
  background: "#ffffff",
  format: "jpeg",
  quality,
  maxBytes: 1024 * 1024,
  fileName: "{item}",
  nameCharacters: "file-name",
});

export const LINE_SHEET_LARGE_PHOTO = printPhoto("line-sheet-large", 480, 72);
export const LINE_SHEET_SMALL_PHOTO = printPhoto("line-sheet-small", 160, 70);

/**
 * The photo as JPEG bytes for the sheet, carrying its identity as every image we make does (decision 246), or
 * undefined when it has gone or is no image: it then shows as coming.
 */
export async function lineSheetPhoto(
  store: PhotoStore,
  photo: PhotoToExport,
  preset: ExportPreset,
): Promise<Buffer | undefined> {
  try {
    return (await presetPhoto(store, photo, preset, { lane: "print" })).bytes;
  } catch (error) {
    if (error instanceof PhotoGoneError || isUnreadableImage(error)) return undefined;
    throw error;
  }
}
