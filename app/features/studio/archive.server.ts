import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";
import { checkedDocument, publicationMade } from "~/features/live-content/index.server";
import { database } from "~/lib/database.server";
import { isStorableText } from "~/lib/text-rules";
import { ArchiveRefused, checkedImage } from "./archive-images.server";
import { ARCHIVE_MAX_EXPANDED_BYTES } from "./constants";

/** What an archive says it is: a file of another kind, or of a later format, is refused before anything changes. */
const FORMAT = "trafalgar-content/1";

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);

/**
 * All of the site's published data in one file (decision 223): every revision and draft of every item, and
 * every uploaded image with its sizes. Authors are named by their e-mail address, which an account of the
 * other environment may have; bytes are base64. Rows are in a fixed order and the file carries no date, so
 * the same content makes the same bytes.
 */
const archiveSchema = z.strictObject({
  format: z.literal(FORMAT),
  revisions: z.array(
    z.strictObject({
      kind: z.string(),
      item: z.string(),
      number: z.number().int().positive(),
      document: z.string(),
      note: z.string(),
      author: z.string().nullable(),
      publishedAt: z.number().int(),
    }),
  ),
  drafts: z.array(
    z.strictObject({
      kind: z.string(),
      item: z.string(),
      document: z.string(),
      baseNumber: z.number().int(),
      version: z.number().int(),
      savedBy: z.string().nullable(),
      savedAt: z.number().int(),
    }),
  ),
  images: z.array(
    z.strictObject({
      id: z.string().regex(/^[0-9a-f]{32}$/),
      kind: z.string(),
      original: base64,
      originalType: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      uploadedBy: z.string().nullable(),
      uploadedAt: z.number().int(),
      files: z.array(z.strictObject({ file: z.string(), bytes: base64 })),
    }),
  ),
});

type Archive = z.infer<typeof archiveSchema>;

/**
 * The archive's JSON, inflated up to its limit: a file that would expand further (a zip bomb) is refused once
 * the limit is reached, not after it has filled the memory.
 */
function expanded(bytes: Buffer): Buffer {
  try {
    return gunzipSync(bytes, { maxOutputLength: ARCHIVE_MAX_EXPANDED_BYTES });
  } catch (error) {
    if (error instanceof RangeError)
      throw new ArchiveRefused(
        `The archive expands to more than ${ARCHIVE_MAX_EXPANDED_BYTES / (1024 * 1024)} MB, more than an archive of the site's content may hold.`,
      );
    throw new ArchiveRefused("The file is not a content archive (it is not gzip-compressed).");
  }
}

/** An archived image with its bytes decoded, as it is checked and stored. */
const decodedImage = (image: Archive["images"][number]) => ({
  ...image,
  original: Buffer.from(image.original, "base64"),
  files: image.files.map(({ file, bytes }) => ({ file, bytes: Buffer.from(bytes, "base64") })),
});

/** Whether every text of a parsed document meets the text rule: no invisible or control character. */
function textsMeetRule(value: unknown): boolean {
  if (typeof value === "string") return isStorableText(value);
  if (Array.isArray(value)) return value.every(textsMeetRule);
  if (value !== null && typeof value === "object") return Object.values(value).every(textsMeetRule);
  return true;
}

/** What an import brought: how many of each. */
export interface ArchiveSummary {
  revisions: number;
  drafts: number;
  images: number;
}

/** The site's content as one gzipped JSON file. */
export async function exportContent(): Promise<Buffer> {
  const { db } = await database();
  const emails = new Map(
    (await db.selectFrom("staff_accounts").select(["id", "email"]).execute()).map((row) => [
      row.id,
      row.email,
    ]),
  );
  const email = (id: number | null) => (id === null ? null : (emails.get(id) ?? null));
  const revisions = await db
    .selectFrom("content_revisions")
    .selectAll()
    .orderBy("kind")
    .orderBy("item")
    .orderBy("number")
    .execute();
  const drafts = await db.selectFrom("content_drafts").selectAll().orderBy("kind").orderBy("item").execute();
  const images = await db.selectFrom("content_images").selectAll().orderBy("id").execute();
  const files = await db
    .selectFrom("content_image_files")
    .selectAll()
    .orderBy("image_id")
    .orderBy("file")
    .execute();
  const archive: Archive = {
    format: FORMAT,
    revisions: revisions.map((row) => ({
      kind: row.kind,
      item: row.item,
      number: row.number,
      document: row.document,
      note: row.note,
      author: email(row.author_id),
      publishedAt: row.published_at,
    })),
    drafts: drafts.map((row) => ({
      kind: row.kind,
      item: row.item,
      document: row.document,
      baseNumber: row.base_number,
      version: row.version,
      savedBy: email(row.saved_by),
      savedAt: row.saved_at,
    })),
    images: images.map((row) => ({
      id: row.id,
      kind: row.kind,
      original: Buffer.from(row.original).toString("base64"),
      originalType: row.original_type,
      width: row.width,
      height: row.height,
      uploadedBy: email(row.uploaded_by),
      uploadedAt: row.uploaded_at,
      files: files
        .filter((file) => file.image_id === row.id)
        .map((file) => ({ file: file.file, bytes: Buffer.from(file.bytes).toString("base64") })),
    })),
  };
  return gzipSync(JSON.stringify(archive), { level: 9 });
}

/**
 * Replaces the site's content with an archive's, in one transaction: what was there before is gone (export it
 * first to keep it). An archive that is not one, or whose documents the schemas refuse once live, changes
 * nothing. Every instance serves the archive's content within about a second.
 */
export async function importContent(bytes: Buffer): Promise<ArchiveSummary> {
  const archive = archiveSchema.parse(JSON.parse(expanded(bytes).toString("utf8")));
  // Every document is checked as a start would check it, and every image as an upload is, before anything is
  // replaced.
  for (const { kind, item, document } of [...archive.revisions, ...archive.drafts]) {
    checkedDocument(kind, document);
    // Our own export never holds one: an archive with a hidden character was changed by hand, and is refused
    // whole rather than cleaned, as nothing else of it can be trusted more (decision 277).
    if (!textsMeetRule(JSON.parse(document)))
      throw new ArchiveRefused(`A text of ${kind} ${item} holds an invisible or control character.`);
  }
  for (const { note } of archive.revisions)
    if (!isStorableText(note))
      throw new ArchiveRefused("A publication's note holds an invisible or control character.");
  const images: ReturnType<typeof decodedImage>[] = [];
  for (const image of archive.images) images.push(await checkedImage(decodedImage(image)));
  const { db, engine, exclusive } = await database();
  const accounts = new Map(
    (await db.selectFrom("staff_accounts").select(["id", "email"]).execute()).map((row) => [
      row.email,
      row.id,
    ]),
  );
  const account = (email: string | null) => (email === null ? null : (accounts.get(email) ?? null));
  await exclusive("content-import", async (tx) => {
    // New revisions take ids above every earlier one, so each instance's watch sees the change (decision 219):
    // PostgreSQL's identity never gives an id twice; SQLite would start again from 1 in an emptied table.
    const before = await tx
      .selectFrom("content_revisions")
      .select((eb) => eb.fn.max("id").as("latest"))
      .executeTakeFirst();
    const firstId = Number(before?.latest ?? 0) + 1;
    await tx.deleteFrom("content_drafts").execute();
    await tx.deleteFrom("content_revisions").execute();
    await tx.deleteFrom("content_image_files").execute();
    await tx.deleteFrom("content_images").execute();
    for (const [index, revision] of archive.revisions.entries()) {
      await tx
        .insertInto("content_revisions")
        .values({
          ...(engine === "sqlite" ? { id: firstId + index } : {}),
          kind: revision.kind,
          item: revision.item,
          number: revision.number,
          document: revision.document,
          note: revision.note,
          author_id: account(revision.author),
          published_at: revision.publishedAt,
        })
        .execute();
    }
    for (const draft of archive.drafts) {
      await tx
        .insertInto("content_drafts")
        .values({
          kind: draft.kind,
          item: draft.item,
          document: draft.document,
          base_number: draft.baseNumber,
          version: draft.version,
          saved_by: account(draft.savedBy),
          saved_at: draft.savedAt,
        })
        .execute();
    }
    for (const image of images) {
      await tx
        .insertInto("content_images")
        .values({
          id: image.id,
          kind: image.kind,
          original: image.original,
          original_type: image.originalType,
          width: image.width,
          height: image.height,
          uploaded_by: account(image.uploadedBy),
          uploaded_at: image.uploadedAt,
        })
        .execute();
      for (const file of image.files) {
        await tx
          .insertInto("content_image_files")
          .values({ image_id: image.id, file: file.file, bytes: file.bytes })
          .execute();
      }
    }
  });
  await publicationMade();
  return {
    revisions: archive.revisions.length,
    drafts: archive.drafts.length,
    images: archive.images.length,
  };
}
