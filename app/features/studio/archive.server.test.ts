import { crc32, gzipSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { importContent } from "./archive.server";
import { ArchiveRefused, checkedImage } from "./archive-images.server";
import { ARTWORK_KIND } from "./brand-art.server";
import { ARCHIVE_MAX_EXPANDED_BYTES } from "./constants";

/** A real PNG whose header then claims `width` × `height`: a few bytes that would open into that many pixels. */
async function claimedPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  // The header's fields follow the signature, the chunk's length and its type; its checksum follows them.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const picture = (format: "jpeg" | "avif") =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: "#4a6b8c" } })
    .toFormat(format)
    .toBuffer();

const ID = "0123456789abcdef0123456789abcdef";
const HOSTILE_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>');

/** An archive of one photograph with the given files, gzipped as an export is. */
async function archiveWith(files: { file: string; bytes: Buffer }[], original?: Buffer) {
  return gzipSync(
    JSON.stringify({
      format: "trafalgar-content/1",
      revisions: [],
      drafts: [],
      images: [
        {
          id: ID,
          kind: "hero",
          original: (original ?? (await picture("jpeg"))).toString("base64"),
          originalType: "image/jpeg",
          width: 32,
          height: 24,
          uploadedBy: null,
          uploadedAt: 0,
          files: files.map(({ file, bytes }) => ({ file, bytes: bytes.toString("base64") })),
        },
      ],
    }),
  );
}

const refusal = (archive: Buffer) =>
  importContent(archive).then(
    () => "imported",
    (error: unknown) => (error instanceof ArchiveRefused ? error.message : `not refused as such: ${error}`),
  );

describe("importing a content archive", () => {
  it("refuses an archive that expands beyond its limit, before it is expanded", async () => {
    const bomb = gzipSync(Buffer.alloc(ARCHIVE_MAX_EXPANDED_BYTES + 1));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe(
      "The archive expands to more than 256 MB, more than an archive of the site's content may hold.",
    );
  });

  it("refuses an SVG among a photograph's files", async () => {
    expect(await refusal(await archiveWith([{ file: "logo.svg", bytes: HOSTILE_SVG }]))).toBe(
      `Image ${ID}'s file "logo.svg" is SVG, which an archive may not bring: the site writes its SVG itself.`,
    );
  });

  it("refuses a file named .jpg that is no image, and an AVIF named .jpg", async () => {
    const page = Buffer.from("<html><script>alert(1)</script></html>");
    expect(await refusal(await archiveWith([{ file: "hero-1920.jpg", bytes: page }]))).toBe(
      `Image ${ID}'s file "hero-1920.jpg" is not an image.`,
    );
    const avif = await picture("avif");
    expect(await refusal(await archiveWith([{ file: "hero-1920.jpg", bytes: avif }]))).toBe(
      `Image ${ID}'s file "hero-1920.jpg" is named .jpg but is not a JPG image.`,
    );
  });

  it("refuses an image over the pixel limit, as a file and as the original", async () => {
    const bomb = await claimedPng(10_000, 10_000);
    expect(await refusal(await archiveWith([{ file: "hero-1920.jpg", bytes: bomb }]))).toBe(
      `Image ${ID}'s file "hero-1920.jpg" is larger than the 96 megapixels an upload may have.`,
    );
    expect(await refusal(await archiveWith([], bomb))).toBe(
      `Image ${ID}'s original is larger than the 96 megapixels an upload may have.`,
    );
  });

  it("refuses an original that is not the type it says", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await refusal(await archiveWith([], png))).toBe(
      `Image ${ID}'s original says it is image/jpeg but is image/png.`,
    );
  });

  it("keeps a photograph's sizes, and writes our artwork's wordmarks itself rather than take the archive's", async () => {
    const avif = await picture("avif");
    const jpeg = await picture("jpeg");
    const files = [
      { file: "hero-640.avif", bytes: avif },
      { file: "hero-640.jpg", bytes: jpeg },
    ];
    const photo = { id: ID, kind: "hero", original: jpeg, originalType: "image/jpeg", files };
    expect(await checkedImage(photo)).toEqual(photo);
    const source = JSON.stringify({
      name: "Dockers",
      motif: "boot",
      accent: "#b08d57",
      family: "sans",
      weight: 700,
      letterCase: "as-is",
      tracking: 0.05,
      italic: false,
      subline: "",
    });
    const artwork = await checkedImage({
      id: ID,
      kind: ARTWORK_KIND,
      original: Buffer.from(source),
      originalType: "application/json",
      files: [{ file: "logo.svg", bytes: HOSTILE_SVG }, ...files],
    });
    const logo = artwork.files.find(({ file }) => file === "logo.svg")?.bytes.toString();
    expect(logo).toContain('aria-label="Dockers"');
    expect(logo).not.toContain("onload");
    expect(artwork.files.map(({ file }) => file)).toEqual([
      "logo.svg",
      "logo-white.svg",
      "logo-compact.svg",
      "logo-compact-white.svg",
      "homelogo.svg",
      "hero-640.avif",
      "hero-640.jpg",
    ]);
  });
});
