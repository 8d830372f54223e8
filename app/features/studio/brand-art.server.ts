import { createHash } from "node:crypto";
import { type BrandContent, type BrandLook, brandLookSchema } from "@content/brands/schema";
import pLimit from "p-limit";
import { z } from "zod";
import { BRAND_SCENES, brandWordmarks, LOGO_VARIANTS } from "~/lib/brand-art/brand-artwork.server";
import { scene } from "~/lib/brand-art/compositions";
import { database } from "~/lib/database.server";
import { IMAGE_KINDS } from "~/lib/image-variants";
import { responsiveVariants } from "~/lib/responsive-variants.server";
import { sharpLibrary } from "~/lib/sharp.server";
import { UPLOADS_PATH } from "./constants";

/** What an image set made of our artwork is stored as, beside photographs (`content_images.kind`). */
export const ARTWORK_KIND = "artwork";

/** Each slot's file name in an artwork set: letters only, as the uploads' address takes them. */
const ARTWORK_FILES = {
  heroImage: "hero",
  section1Image: "collection",
  section2Image: "canada",
  contactImage: "contact",
  tile: "tile",
} as const;
const LOGO_FILE = "logo";
const HOME_LOGO_FILE = "homelogo";

/** The image names of a brand's artwork: its wordmarks and the scenes of every slot without a photograph. */
type ArtworkNames = Pick<
  BrandContent["en"],
  "logo" | "homeLogo" | "heroImage" | "section1Image" | "section2Image" | "contactImage"
>;

const namesOf = (id: string): Required<ArtworkNames> => ({
  logo: `uploads/${id}/${LOGO_FILE}`,
  homeLogo: `uploads/${id}/${HOME_LOGO_FILE}`,
  heroImage: `uploads/${id}/${ARTWORK_FILES.heroImage}`,
  section1Image: `uploads/${id}/${ARTWORK_FILES.section1Image}`,
  section2Image: `uploads/${id}/${ARTWORK_FILES.section2Image}`,
  contactImage: `uploads/${id}/${ARTWORK_FILES.contactImage}`,
});

/** What artwork is made from, in one spelling whatever order its object's keys came in. */
function artworkSource(name: string, { motif, accent, wordmark }: BrandLook): string {
  const { family, weight, case: letterCase, tracking, italic = false, subline = "" } = wordmark;
  return JSON.stringify({ name, motif, accent, family, weight, letterCase, tracking, italic, subline });
}

const artworkSourceSchema = z.strictObject({
  name: z.string(),
  motif: brandLookSchema.shape.motif,
  accent: brandLookSchema.shape.accent,
  family: brandLookSchema.shape.wordmark.shape.family,
  weight: brandLookSchema.shape.wordmark.shape.weight,
  letterCase: brandLookSchema.shape.wordmark.shape.case,
  tracking: brandLookSchema.shape.wordmark.shape.tracking,
  italic: z.boolean(),
  subline: z.string(),
});

/** The brand name and art choices an artwork set was made from, read back from its source; undefined if it is none. */
export function artworkOfSource(source: string): { name: string; look: BrandLook } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    return undefined;
  }
  const parsed = artworkSourceSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const { name, motif, accent, family, weight, letterCase, tracking, italic, subline } = parsed.data;
  return {
    name,
    look: { motif, accent, wordmark: { family, weight, case: letterCase, tracking, italic, subline } },
  };
}

/** A set's wordmarks as its files (`logo.svg`, `logo-white.svg`, …, `homelogo.svg`): SVG we write, never take. */
export async function wordmarkFiles(
  name: string,
  look: BrandLook,
): Promise<{ file: string; bytes: Buffer }[]> {
  const wordmarks = await brandWordmarks(name, look);
  return [
    ...LOGO_VARIANTS.map((variant) => ({
      file: `${LOGO_FILE}${variant}.svg`,
      bytes: Buffer.from(wordmarks.logo[variant]),
    })),
    { file: `${HOME_LOGO_FILE}.svg`, bytes: Buffer.from(wordmarks.homeLogo) },
  ];
}

/** One set made at a time per process, as uploads are: the encoders take both cores for a second or two. */
const making = pLimit(1);

/**
 * Our artwork for a brand's English name and art choices, made as the build makes it (its wordmarks and every
 * size of its scenes) and stored in the database like an upload, under a name that changes with what it is
 * made from: made once, whoever asks again (decision 225).
 */
export function storeArtwork(name: string, look: BrandLook): Promise<Required<ArtworkNames>> {
  const source = artworkSource(name, look);
  const id = createHash("sha256").update(`${ARTWORK_KIND}:${source}`).digest("hex").slice(0, 32);
  return making(async () => {
    const { db } = await database();
    const known = await db.selectFrom("content_images").select("id").where("id", "=", id).executeTakeFirst();
    if (known) return namesOf(id);
    const sharp = await sharpLibrary();
    const files = await wordmarkFiles(name, look);
    const prefix = `${UPLOADS_PATH}/${id}/`;
    for (const { slot, kind, scene: sceneName } of BRAND_SCENES) {
      const { width, height } = IMAGE_KINDS[kind];
      const svg = Buffer.from(scene(look, sceneName, width, height, `${name}/${sceneName}`));
      for (const variant of await responsiveVariants(
        sharp,
        svg,
        `uploads/${id}/${ARTWORK_FILES[slot]}`,
        kind,
      ))
        files.push({ file: variant.url.slice(prefix.length), bytes: variant.bytes });
    }
    await db.transaction().execute(async (tx) => {
      await tx
        .insertInto("content_images")
        .values({
          id,
          kind: ARTWORK_KIND,
          original: Buffer.from(source),
          original_type: "application/json",
          width: 0,
          height: 0,
          uploaded_by: null,
          uploaded_at: Date.now(),
        })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .execute();
      for (const { file, bytes } of files) {
        await tx
          .insertInto("content_image_files")
          .values({ image_id: id, file, bytes })
          .onConflict((conflict) => conflict.columns(["image_id", "file"]).doNothing())
          .execute();
      }
    });
    return namesOf(id);
  });
}

/** The slots that show a photograph: an upload is described in both languages, our artwork is not. */
const photographed = (brand: BrandContent, slot: keyof typeof ARTWORK_FILES) =>
  slot !== "tile" && brand.en[`${slot}Alt`] !== undefined;

/**
 * The brand with its artwork made again when its English name or art choices changed since `before` (or it is
 * new): the wordmarks, and the scenes of every slot that shows no photograph. Otherwise the brand as it is.
 */
export async function withArtwork(brand: BrandContent, before?: BrandContent): Promise<BrandContent> {
  if (before && artworkSource(before.en.name, before.look) === artworkSource(brand.en.name, brand.look))
    return brand;
  const names = await storeArtwork(brand.en.name, brand.look);
  const images: Partial<ArtworkNames> = { logo: names.logo, homeLogo: names.homeLogo };
  for (const { slot } of BRAND_SCENES) {
    if (slot !== "tile" && !photographed(brand, slot)) images[slot] = names[slot];
  }
  return { ...brand, en: { ...brand.en, ...images }, fr: { ...brand.fr, ...images } };
}
