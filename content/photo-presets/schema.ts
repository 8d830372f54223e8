/** A channel's picture rules, as data: what the Photo Downloader makes of each photo for that channel. */

export type ImageFormat = "jpeg" | "png" | "webp";

/** An exact canvas (the photo is fitted inside and padded), or a bound on the long side (no padding). */
export type Canvas = { width: number; height: number } | { longSide: number };

/** How a placeholder's value is cleaned before it goes into a file name. */
export type NameCharacters =
  /** Letters, digits, dashes and underscores; anything else becomes a dash. */
  | "file-name"
  /** Letters and digits only (Amazon: no spaces or dashes in the identifier). */
  | "alphanumeric";

export interface ExportPreset {
  /** In URLs and the database; never changes once photos were exported with it. */
  id: string;
  /** The channel's own name; only our own presets' names differ by language. */
  name: { en: string; fr: string };
  canvas: Canvas;
  /** Photos whose long side is below this are upscaled, and staff are warned. */
  minimumLongSide: number;
  /**
   * The share of the canvas the product must fill (Amazon's 85 % rule); a photo whose shape padding would
   * shrink below it is flagged. Absent when the channel sets no such rule.
   */
  minimumFill?: number;
  /** `#rrggbb`: the padding, and what transparency is flattened onto. */
  background: string;
  /**
   * The channel wants the product on pure white (RGB 255, 255, 255), not merely white padding: a photo on a
   * near-white studio background is trimmed to the product, its background made pure white, and `margin` (a
   * share of the canvas's side) left on each side. A photo whose background is not near-white is exported
   * as it is and staff are warned. Absent when the channel sets no such rule.
   */
  pureWhite?: { margin: number };
  format: ImageFormat;
  /** 1–100: the first quality tried. */
  quality: number;
  /** The channel's file-size limit; quality is stepped down until the file fits. */
  maxBytes: number;
  /** At most this many photos per item (the rest are left out). */
  maxPhotos?: number;
  /**
   * The path inside the archive, without extension: `{item}`, `{seq}` (01, 02 …), `{view}` (MAIN, PT01 …),
   * `{brand}`, `{season}`, `{color}`. `/` separates folders.
   */
  fileName: string;
  nameCharacters: NameCharacters;
}
