import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import type { OutputInfo, Sharp } from "sharp";
import { sharpLibrary } from "~/lib/sharp.server";
import { whitenBackground } from "./backdrop";
import { type PhotoBackdrop, photoBackdrop } from "./backdrop.server";
import type { ExportPreset } from "./export-presets";
import { type Box, fitPhoto, type Size } from "./image-fitting";
import type { PhotoInput, Resized, ResizeJob } from "./resize-job";

/** Lowest quality the step-down goes to before a file is sent over the channel's limit anyway. */
const LOWEST_QUALITY = 50;
const QUALITY_STEP = 5;
const WHITE = "#ffffff";
/**
 * A product trimmed to its box is usually enlarged to reach its share of the frame. libvips enlarges by
 * interpolating, not with the fast kernels it shrinks with: bicubic (what "lanczos3" does when enlarging)
 * was the largest part of each photo's time. Bilinear makes a photo about a quarter quicker and came as
 * close to the same packshots drawn larger (decision 247).
 */
const ENLARGING_KERNEL = "linear";

/**
 * The longest side up to which a JPEG gets optimised Huffman tables (decision 254). Beyond it, the second pass
 * over the coefficients cost as much as the rest of the encoding, for files about a tenth smaller; a line
 * sheet's photos keep them, since there it costs little and the PDF is a sixth smaller.
 */
const HUFFMAN_PASS_MAX_SIDE = 1000;

function encoded(image: Sharp, preset: ExportPreset, quality: number): Sharp {
  const { canvas } = preset;
  const longSide = "longSide" in canvas ? canvas.longSide : Math.max(canvas.width, canvas.height);
  switch (preset.format) {
    case "jpeg":
      return image.jpeg({ quality, optimiseCoding: longSide <= HUFFMAN_PASS_MAX_SIDE });
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

/** Padding that centres `content` on `canvas`, in `background`. */
function centred(canvas: Size, content: Size, background: string) {
  return {
    top: Math.floor((canvas.height - content.height) / 2),
    bottom: Math.ceil((canvas.height - content.height) / 2),
    left: Math.floor((canvas.width - content.width) / 2),
    right: Math.ceil((canvas.width - content.width) / 2),
    background,
  };
}

/** An image ready to encode, and what to let go of once it is written. */
interface Shaped {
  image: Sharp;
  release?: () => void;
}

/**
 * Frees raw pixels at once by detaching their memory. Left to the collector, which V8 runs for memory
 * outside its heap only every 64 MB or so, a dozen photos' pixels waited at a time: the server's peak in
 * the export benchmark was about 245 MB rather than 224 (decision 180's lesson, for the one raw copy).
 */
function releasePixels(pixels: Buffer): void {
  const memory = pixels.buffer;
  // Only memory the pixels have to themselves: never a pool that other buffers share.
  if (memory instanceof ArrayBuffer && pixels.byteOffset === 0 && pixels.byteLength === memory.byteLength) {
    memory.transfer(0);
  }
}

/**
 * Turned upright, flattened onto the background and scaled to fit whole: centred on an exact canvas, at its
 * own shape under a long-side bound. libvips sizes it as `fitPhoto` does, from the header it reads anyway,
 * so no separate look at the photo's size is needed.
 */
async function fitted(input: PhotoInput, preset: ExportPreset): Promise<Shaped> {
  const { canvas, background } = preset;
  const sharp = await sharpLibrary();
  const upright = sharp(input).autoOrient().flatten({ background });
  const image =
    "longSide" in canvas
      ? upright.resize(canvas.longSide, canvas.longSide, { fit: "inside" })
      : upright.resize(canvas.width, canvas.height, { fit: "contain", position: "centre", background });
  return { image };
}

/**
 * The part `box` of a photo of `size`, reduced to `content`: the whole photo is reduced first and the
 * part cut from it after, since libvips decodes a JPEG at a half, a quarter or an eighth of its size only
 * for a photo reduced whole. A product larger than the frame is made 1.3 to 1.7 times quicker so (decision 254).
 */
function reducedTo(photo: Sharp, size: Size, box: Box, content: Size): Sharp {
  const scale = content.width / box.width;
  const whole = {
    width: Math.max(content.width, Math.round(size.width * scale)),
    height: Math.max(content.height, Math.round(size.height * scale)),
  };
  const reduced = photo.resize(whole.width, whole.height, { fit: "fill", kernel: "lanczos3" });
  if (whole.width === content.width && whole.height === content.height) return reduced;
  return reduced.extract({
    left: Math.min(whole.width - content.width, Math.round(box.left * scale)),
    top: Math.min(whole.height - content.height, Math.round(box.top * scale)),
    ...content,
  });
}

/**
 * The product on pure white (decision 247): the photo trimmed to the product's box, as its thumbnail
 * showed it against the background's colour, scaled to fit the canvas less the channel's margin, its
 * background made RGB 255 where the thumbnail's flood fill found background and the pixel itself is near
 * the background's colour, then centred on white. The trim removes only background, with a pad around the
 * box, so the product itself is never cut. The background is made white at the smaller of the photo's two
 * sizes (decision 254): after a reduction, or before an enlargement, which then streams into the encoder
 * and, mixing neighbours only, keeps white as white.
 */
async function onPureWhite(
  input: PhotoInput,
  preset: ExportPreset,
  margin: number,
  { colour, trim, size }: PhotoBackdrop,
  { region, area }: NonNullable<PhotoBackdrop["background"]>,
): Promise<Shaped> {
  const { canvas } = preset;
  const target = "longSide" in canvas ? { width: canvas.longSide, height: canvas.longSide } : canvas;
  const room = (length: number) => Math.max(1, Math.round(length * (1 - 2 * margin)));
  const box = { width: room(target.width), height: room(target.height) };
  const shown = trim ?? { left: 0, top: 0, ...size };
  const { content, upscaled } = fitPhoto(shown, box);
  const sharp = await sharpLibrary();
  const upright = sharp(input).autoOrient();
  const { data, info } = await (upscaled ? upright.extract(shown) : reducedTo(upright, size, shown, content))
    .flatten({ background: preset.background })
    .toColourspace("srgb")
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  whitenBackground(data, info.width, info.height, colour, region, area);
  const whitened = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } });
  // A long-side bound keeps the product's own shape, with the margin around it.
  const output =
    "longSide" in canvas
      ? {
          width: content.width + target.width - box.width,
          height: content.height + target.height - box.height,
        }
      : canvas;
  const enlarged = { fit: "fill", kernel: ENLARGING_KERNEL } as const;
  const image = (upscaled ? whitened.resize(content.width, content.height, enlarged) : whitened).extend(
    centred(output, content, WHITE),
  );
  return { image, release: () => releasePixels(data) };
}

async function derive<T>(
  input: PhotoInput,
  preset: ExportPreset,
  xmp: string,
  output: Output<T>,
): Promise<T> {
  const backdrop = preset.pureWhite ? await photoBackdrop(input, { region: true }) : undefined;
  // Only a near-white photo has a background region: any other is fitted whole (decision 247).
  const shaped =
    preset.pureWhite && backdrop?.background
      ? await onPureWhite(input, preset, preset.pureWhite.margin, backdrop, backdrop.background)
      : await fitted(input, preset);
  // Converted to sRGB. Of the metadata only our XMP is written (decision 246): the camera's EXIF and ICC
  // are dropped.
  // Each quality tried is written from the same pipeline: its input is a photo's file or bytes, or raw
  // pixels, which sharp reads again for every output. A clone would copy raw pixels (6 MB for Amazon) each time.
  const image = shaped.image.toColourspace("srgb").withXmp(xmp);
  try {
    let quality = preset.quality;
    let written = await output.write(encoded(image, preset, quality));
    while (output.size(written) > preset.maxBytes && preset.format !== "png" && quality > LOWEST_QUALITY) {
      quality = Math.max(LOWEST_QUALITY, quality - QUALITY_STEP);
      written = await output.write(encoded(image, preset, quality));
    }
    return written;
  } finally {
    shaped.release?.();
  }
}

/**
 * Resizes made at once in the process that makes them, each with one libvips thread: one per core (decision
 * 254, which revises decision 141's core kept for the web server) and one more (decision 262). A resize
 * spends part of its time handing rows between its threads and waiting for the disk, and the third keeps
 * the cores busy meanwhile: on two cores a cold export made 25.8–26.9 photos a second rather than 23.2–23.6,
 * and a 300-style line sheet took 4.19 s rather than 4.56 (medians), for 9 MB more memory at the peak.
 */
export const RESIZE_JOBS = availableParallelism() + 1;
const making = pLimit(RESIZE_JOBS);

/** The resize made in this process, once one of its RESIZE_JOBS places is free. */
export function resizeHere(job: ResizeJob): Promise<Resized> {
  return making(() => made(job));
}

async function made({ input, preset, xmp, file }: ResizeJob): Promise<Resized> {
  if (file) {
    const { size } = await derive(input, preset, xmp, toFile(file));
    return { written: size };
  }
  return { bytes: await derive(input, preset, xmp, toMemory) };
}
