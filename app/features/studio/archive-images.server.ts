import { IMAGE_KINDS } from "~/lib/image-variants";
import { ARTWORK_KIND, artworkOfSource, wordmarkFiles } from "./brand-art.server";
import { UPLOAD_MAX_BYTES } from "./constants";
import { ACCEPTED, imageFacts } from "./images.server";

/** Why an archive is refused, in words for the person importing it. */
export class ArchiveRefused extends Error {}

/** An image set as an archive holds it, bytes decoded. */
export interface ArchivedImage {
  id: string;
  kind: string;
  original: Buffer;
  originalType: string;
  files: { file: string; bytes: Buffer }[];
}

/** A size the pages ask for (`hero-1920.avif`, `tile-640.jpg`): the only raster files an image set has. */
const SIZE_FILE = /^[a-z]+-\d{3,4}\.(avif|jpg)$/;
/** What each size's extension must be, by what sharp reads of its bytes. */
const SIZE_FORMATS = { avif: { format: "heif", compression: "av1" }, jpg: { format: "jpeg" } } as const;

const MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The checks of a studio upload, for one file of an image set: its size, then what its own bytes say it is. */
async function checkedBytes(where: string, bytes: Buffer) {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new ArchiveRefused(`${where} is larger than ${MEGABYTES} MB.`);
  const facts = await imageFacts(bytes);
  if (facts.refusal)
    throw new ArchiveRefused(
      facts.refusal === "notAnImage"
        ? `${where} is not an image.`
        : `${where} is larger than the 96 megapixels an upload may have.`,
    );
  return facts;
}

async function checkedSize(image: ArchivedImage, { file, bytes }: { file: string; bytes: Buffer }) {
  const where = `Image ${image.id}'s file ${JSON.stringify(file)}`;
  const extension = SIZE_FILE.exec(file)?.[1];
  if (extension !== "avif" && extension !== "jpg")
    throw new ArchiveRefused(
      file.endsWith(".svg")
        ? `${where} is SVG, which an archive may not bring: the site writes its SVG itself.`
        : `${where} is not one of the sizes the site makes (such as hero-1920.avif).`,
    );
  const facts = await checkedBytes(where, bytes);
  const expected = SIZE_FORMATS[extension];
  if (
    facts.format !== expected.format ||
    ("compression" in expected && facts.compression !== expected.compression)
  )
    throw new ArchiveRefused(
      `${where} is named .${extension} but is not a ${extension.toUpperCase()} image.`,
    );
}

/**
 * An archive's image set, checked as the studio checks an upload (decision 270): every file's type read from
 * its bytes, at most 20 MB and 96 megapixels, no SVG from outside. A photograph's original must be the JPEG,
 * PNG or WebP it says it is. Our artwork's wordmarks are written again from the name and art choices the set
 * was made from; the archive's own SVG is never kept. Throws `ArchiveRefused`, saying what is wrong and where.
 */
export async function checkedImage<Image extends ArchivedImage>(image: Image): Promise<Image> {
  const sizes = image.files.filter(({ file }) => !(image.kind === ARTWORK_KIND && file.endsWith(".svg")));
  for (const file of sizes) await checkedSize(image, file);
  if (image.kind === ARTWORK_KIND) {
    const artwork = artworkOfSource(image.original.toString("utf8"));
    if (image.originalType !== "application/json" || !artwork)
      throw new ArchiveRefused(
        `Image ${image.id} says it is our artwork, but does not say what it was made from.`,
      );
    return { ...image, files: [...(await wordmarkFiles(artwork.name, artwork.look)), ...sizes] };
  }
  if (!Object.hasOwn(IMAGE_KINDS, image.kind))
    throw new ArchiveRefused(
      `Image ${image.id} is of a kind the site does not know (${JSON.stringify(image.kind)}).`,
    );
  const where = `Image ${image.id}'s original`;
  const { format } = await checkedBytes(where, image.original);
  const type = Object.entries(ACCEPTED).find(([accepted]) => accepted === format)?.[1];
  if (type === undefined) throw new ArchiveRefused(`${where} is not a JPEG, PNG or WebP image.`);
  if (type !== image.originalType)
    throw new ArchiveRefused(`${where} says it is ${image.originalType} but is ${type}.`);
  return image;
}
