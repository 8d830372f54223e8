import { createHash } from "node:crypto";
import { BRAND_IMAGE_SLOTS, type BrandImageSlot } from "@content/brands/fields";
import pLimit from "p-limit";
import type { RouterContextProvider } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { database } from "~/lib/database.server";
import { IMAGE_KINDS } from "~/lib/image-variants";
import { responsiveVariants } from "~/lib/responsive-variants.server";
import { sharpLibrary } from "~/lib/sharp.server";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOADS_PATH } from "./constants";
import type { UploadRefusal } from "./image-slots";

/** The image types the studio takes, by sharp's name for them, with the type a browser gives them. */
export const ACCEPTED = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
type Accepted = keyof typeof ACCEPTED;
const isAccepted = (format: string | undefined): format is Accepted => Boolean(format && format in ACCEPTED);

/** An upload turned into the sizes the pages ask for: its name for the brand's document. */
export type UploadOutcome =
  | { name: string; refusal?: undefined }
  | { name?: undefined; refusal: UploadRefusal };

/** What a file's own bytes say it is (never its name or the type it was sent as), read from its header. */
export type ImageFacts =
  | { format: string; compression: string | undefined; width: number; height: number; refusal?: undefined }
  | { refusal: "notAnImage" | "tooManyPixels" };

/**
 * What sharp reads of a file before decoding it: its format and its size, upright. A file that is no image, or
 * whose header claims more than 96 megapixels (an image made to explode in memory), is refused undecoded.
 */
export async function imageFacts(bytes: Buffer): Promise<ImageFacts> {
  const sharp = await sharpLibrary();
  try {
    const { format, compression, autoOrient, width, height } = await sharp(bytes, {
      limitInputPixels: UPLOAD_MAX_PIXELS,
    }).metadata();
    // Metadata reads the header only; the pixel limit applies to what the header claims.
    if (width * height > UPLOAD_MAX_PIXELS) return { refusal: "tooManyPixels" };
    return { format, compression, width: autoOrient.width, height: autoOrient.height };
  } catch (error) {
    // sharp checks the limit itself while reading the header of some formats (PNG, JPEG).
    const overLimit = error instanceof Error && error.message.includes("exceeds pixel limit");
    return { refusal: overLimit ? "tooManyPixels" : "notAnImage" };
  }
}

/** What sharp reads of an upload before decoding it, or why it is not an image the studio takes. */
async function inspect(bytes: Buffer) {
  const facts = await imageFacts(bytes);
  if (facts.refusal) return facts;
  const { format, width, height } = facts;
  if (!isAccepted(format)) return { refusal: "wrongType" as const };
  return { format, width, height };
}

/**
 * Takes an image uploaded for a slot of a brand page: JPEG, PNG or WebP, at most 20 MB and 96 megapixels, at
 * least the slot's own size (no upscaled photo on a page). Makes every size the build makes of the slot's
 * kind (a hero also gives the brand's grid tile), with no metadata kept, and stores the original and its sizes
 * in the database, where every instance reads them (decision 221). The name changes with the content, so its
 * files are cached for good; the same file uploaded twice is one image.
 */
export function storeUpload(
  context: Readonly<RouterContextProvider>,
  slot: BrandImageSlot,
  bytes: Buffer,
): Promise<UploadOutcome> {
  return uploads(() => store(context, slot, bytes));
}

/** One upload resized at a time per process: a 96-megapixel photo's pipeline is the most memory a page takes. */
const uploads = pLimit(1);

async function store(
  context: Readonly<RouterContextProvider>,
  slot: BrandImageSlot,
  bytes: Buffer,
): Promise<UploadOutcome> {
  if (bytes.length === 0) return { refusal: "missing" };
  if (bytes.length > UPLOAD_MAX_BYTES) return { refusal: "tooLarge" };
  const inspected = await inspect(bytes);
  if (inspected.refusal) return { refusal: inspected.refusal };
  const { kind } = BRAND_IMAGE_SLOTS[slot];
  const least = IMAGE_KINDS[kind];
  if (inspected.width < least.width || inspected.height < least.height) return { refusal: "tooSmall" };

  const id = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const name = `uploads/${id}/${kind}`;
  const { db } = await database();
  const known = await db
    .selectFrom("content_image_files")
    .select("file")
    .where("image_id", "=", id)
    .execute();
  const made = new Set(known.map((row) => row.file));
  const sharp = await sharpLibrary();
  const options = { limitInputPixels: UPLOAD_MAX_PIXELS };
  const variants = [
    ...(made.has(`${kind}-${least.width}.avif`)
      ? []
      : await responsiveVariants(sharp, bytes, name, kind, options)),
    ...(kind === "hero" && !made.has(`tile-${IMAGE_KINDS.tile.width}.avif`)
      ? await responsiveVariants(sharp, bytes, `uploads/${id}/tile`, "tile", options)
      : []),
  ];
  const prefix = `${UPLOADS_PATH}/${id}/`;
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto("content_images")
      .values({
        id,
        kind,
        original: bytes,
        original_type: ACCEPTED[inspected.format],
        width: inspected.width,
        height: inspected.height,
        uploaded_by: context.get(staffSessionContext).member.id,
        uploaded_at: Date.now(),
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    for (const variant of variants) {
      await tx
        .insertInto("content_image_files")
        .values({ image_id: id, file: variant.url.slice(prefix.length), bytes: variant.bytes })
        .onConflict((conflict) => conflict.columns(["image_id", "file"]).doNothing())
        .execute();
    }
  });
  return { name };
}
