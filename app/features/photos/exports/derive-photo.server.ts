import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import type { OutputInfo, Sharp } from "sharp";
import { sharpLibrary } from "~/lib/sharp.server";
import type { ExportPreset } from "./export-presets";
import { fitPhoto, type Size } from "./image-fitting";

/**
 * Resizes at once: one core is left to the web server, so pages stay quick while a large export runs
 * (decision 141). On a one-core machine there is still one job.
 */
export const RESIZE_JOBS = Math.max(1, availableParallelism() - 1);
const resizeQueue = pLimit(RESIZE_JOBS);

/**
 * A line sheet's photos are made with every core (decision 252): a person is waiting for the PDF, each photo
 * is small, and the home page's p99 stays far below its target meanwhile (bench/README.md, "Line sheets").
 */
const printQueue = pLimit(availableParallelism());

/** Which queue a resize waits in: an export's, or a line sheet's. */
export type ResizeLane = "export" | "print";
const queues = { export: resizeQueue, print: printQueue };

/** Lowest quality the step-down goes to before a file is sent over the channel's limit anyway. */
const LOWEST_QUALITY = 50;
const QUALITY_STEP = 5;

export interface DerivedPhoto {
  bytes: Buffer;
  /** The source photo's size, as displayed (EXIF orientation applied). */
  source: Size;
}

/** A photo's bytes, or the path of its file, which sharp then reads itself. */
export type PhotoInput = Buffer | string;

/** The photo's displayed size (a photo taken sideways reports its sides swapped until it is turned). */
export async function photoSize(input: PhotoInput): Promise<Size> {
  const sharp = await sharpLibrary();
  const { autoOrient } = await sharp(input).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

function encoded(image: Sharp, preset: ExportPreset, quality: number): Sharp {
  switch (preset.format) {
    case "jpeg":
      return image.jpeg({ quality });
    case "webp":
      return image.webp({ quality });
    case "png":
      return image.png({ compressionLevel: 9 });
  }
}

/** Where an encoded image goes, and how large it came out. */
interface Output<T> {
  write(image: Sharp): Promise<T>;
  size(written: T): number;
}

const toMemory: Output<Buffer> = { write: (image) => image.toBuffer(), size: (bytes) => bytes.length };

const toFile = (file: string): Output<OutputInfo> => ({
  write: (image) => image.toFile(file),
  size: (info) => info.size,
});

async function derive<T>(
  input: PhotoInput,
  preset: ExportPreset,
  output: Output<T>,
): Promise<{ written: T; source: Size }> {
  const source = await photoSize(input);
  const { canvas, content } = fitPhoto(source, preset.canvas);
  const sharp = await sharpLibrary();
  // Turned upright, scaled to fit, centred on the canvas, flattened onto the background and converted to
  // sRGB; sharp writes no metadata (EXIF, ICC, XMP) unless asked to.
  const image = sharp(input)
    .autoOrient()
    .flatten({ background: preset.background })
    .resize(content.width, content.height, { fit: "fill" })
    .extend({
      top: Math.floor((canvas.height - content.height) / 2),
      bottom: Math.ceil((canvas.height - content.height) / 2),
      left: Math.floor((canvas.width - content.width) / 2),
      right: Math.ceil((canvas.width - content.width) / 2),
      background: preset.background,
    })
    .toColourspace("srgb");
  let quality = preset.quality;
  let written = await output.write(encoded(image.clone(), preset, quality));
  while (output.size(written) > preset.maxBytes && preset.format !== "png" && quality > LOWEST_QUALITY) {
    quality = Math.max(LOWEST_QUALITY, quality - QUALITY_STEP);
    written = await output.write(encoded(image.clone(), preset, quality));
  }
  return { written, source };
}

/**
 * The photo made for the preset, queued behind other resizes of its lane. A job whose download was abandoned
 * while it waited is dropped without being started.
 */
export function derivePhoto(
  input: PhotoInput,
  preset: ExportPreset,
  signal?: AbortSignal,
  lane: ResizeLane = "export",
): Promise<DerivedPhoto> {
  return queues[lane](async () => {
    signal?.throwIfAborted();
    const { written, source } = await derive(input, preset, toMemory);
    return { bytes: written, source };
  });
}

/**
 * The photo made for the preset, written straight to `file` (queued as `derivePhoto` is). No buffer of it
 * is left for the garbage collector: buffers freed late, by the thousand, were what made the process grow
 * during a large export (decision 180).
 */
export function derivePhotoFile(
  input: PhotoInput,
  preset: ExportPreset,
  file: string,
  signal?: AbortSignal,
): Promise<void> {
  return resizeQueue(async () => {
    signal?.throwIfAborted();
    await derive(input, preset, toFile(file));
  });
}
