import { type PublishedBrand, publishedBrandSchema } from "@content/brands/schema";
import type { Kysely, Transaction } from "kysely";
import type { RouterContextProvider } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { recordStaffAction } from "~/features/accounts/index.server";
import { BRAND_KIND, publicationMade } from "~/features/live-content/index.server";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";
import { type FrenchGap, frenchGaps } from "./brand-text";

/** A version of a brand someone saved or published, with who and when. */
export interface BrandVersion {
  published: PublishedBrand;
  by: string | null;
  at: number;
}

/**
 * What the editor opens: the live revision, the draft beside it, and the edit token a save must name. A brand
 * added in the studio has a draft and no live revision until its first publication (revision 0 until then).
 */
export interface BrandEdit {
  revision: number;
  live?: BrandVersion;
  draft?: BrandVersion & { version: number };
  /** What the editor shows: the draft, or what is live when no draft waits. */
  current: BrandVersion;
  /**
   * The live revision's number and the draft's version (`7.3`): a save names the token it was edited from,
   * and is told of whatever was saved or published since instead of overwriting it.
   */
  token: string;
}

export type EditOutcome =
  | { outcome: "saved"; token: string }
  | { outcome: "published"; revision: number }
  | { outcome: "frenchGaps"; gaps: FrenchGap[]; token: string }
  | { outcome: "conflict"; theirs: BrandVersion; token: string }
  | { outcome: "unknown" };

type Tx = Transaction<DatabaseSchema>;

const lockKey = (id: string) => `content:${BRAND_KIND}:${id}`;

/** A brand's revisions, each with its author's name (none for content/'s first revision). */
const revisionsOf = (db: Kysely<DatabaseSchema>, id: string) =>
  db
    .selectFrom("content_revisions as r")
    .leftJoin("staff_accounts as a", "a.id", "r.author_id")
    .where("r.kind", "=", BRAND_KIND)
    .where("r.item", "=", id);

function parsed(document: string): PublishedBrand {
  return publishedBrandSchema.parse(JSON.parse(document));
}

async function readEdit(tx: Tx, id: string): Promise<BrandEdit | undefined> {
  const liveRow = await revisionsOf(tx, id)
    .select(["r.number", "r.document", "r.published_at", "a.name"])
    .orderBy("r.number", "desc")
    .limit(1)
    .executeTakeFirst();
  const draftRow = await tx
    .selectFrom("content_drafts as d")
    .leftJoin("staff_accounts as a", "a.id", "d.saved_by")
    .select(["d.document", "d.version", "d.saved_at", "a.name"])
    .where("d.kind", "=", BRAND_KIND)
    .where("d.item", "=", id)
    .executeTakeFirst();
  const live = liveRow && { published: parsed(liveRow.document), by: liveRow.name, at: liveRow.published_at };
  const draft = draftRow && {
    published: parsed(draftRow.document),
    by: draftRow.name,
    at: draftRow.saved_at,
    version: draftRow.version,
  };
  const current = draft ?? live;
  if (!current) return undefined;
  const revision = liveRow?.number ?? 0;
  return { revision, live, draft, current, token: `${revision}.${draft?.version ?? 0}` };
}

/** The brand as the studio opens it, or undefined when no brand has that id. */
export async function brandEdit(id: string): Promise<BrandEdit | undefined> {
  const { db } = await database();
  return db.transaction().execute((tx) => readEdit(tx, id));
}

/**
 * Saves the editor's version as the brand's draft, unless the draft or the live revision changed since the
 * editor opened it (`token`): then nothing is written and the editor is shown what the other person saved.
 */
async function saveDraft(
  tx: Tx,
  memberId: number,
  id: string,
  published: PublishedBrand,
  token: string,
): Promise<EditOutcome & { edit?: BrandEdit }> {
  const edit = await readEdit(tx, id);
  if (!edit) return { outcome: "unknown" };
  if (edit.token !== token) return { outcome: "conflict", theirs: edit.current, token: edit.token };
  const version = (edit.draft?.version ?? 0) + 1;
  const row = {
    document: JSON.stringify(published),
    base_number: edit.revision,
    version,
    saved_by: memberId,
    saved_at: Date.now(),
  };
  await tx
    .insertInto("content_drafts")
    .values({ kind: BRAND_KIND, item: id, ...row })
    .onConflict((conflict) => conflict.columns(["kind", "item"]).doUpdateSet(row))
    .execute();
  return { outcome: "saved", token: `${edit.revision}.${version}`, edit };
}

async function addRevision(
  tx: Tx,
  memberId: number,
  id: string,
  published: PublishedBrand,
  number: number,
  note: string,
): Promise<void> {
  await tx
    .insertInto("content_revisions")
    .values({
      kind: BRAND_KIND,
      item: id,
      number,
      document: JSON.stringify(published),
      note,
      author_id: memberId,
      published_at: Date.now(),
    })
    .execute();
}

function memberOf(context: Readonly<RouterContextProvider>): number {
  return context.get(staffSessionContext).member.id;
}

/** Keeps the editor's version as the brand's draft: visitors see nothing of it. */
export async function saveBrandDraft(
  context: Readonly<RouterContextProvider>,
  id: string,
  published: PublishedBrand,
  token: string,
): Promise<EditOutcome> {
  const { exclusive } = await database();
  const { edit: _, ...outcome } = await exclusive(lockKey(id), (tx) =>
    saveDraft(tx, memberOf(context), id, published, token),
  );
  return outcome;
}

/**
 * Saves the editor's version and makes it live as the brand's next revision, with the member's note. Refused
 * while the French gate finds a gap (the version is kept as the draft, so nothing typed is lost); each
 * publication is a row in the audit log, and every instance serves it within about a second.
 */
export async function publishBrand(
  context: Readonly<RouterContextProvider>,
  id: string,
  published: PublishedBrand,
  token: string,
  note: string,
): Promise<EditOutcome> {
  const { exclusive } = await database();
  const memberId = memberOf(context);
  const outcome = await exclusive(lockKey(id), async (tx): Promise<EditOutcome> => {
    const saved = await saveDraft(tx, memberId, id, published, token);
    if (saved.outcome !== "saved" || !saved.edit) return saved;
    const gaps = frenchGaps(published);
    if (gaps.length > 0) return { outcome: "frenchGaps", gaps, token: saved.token };
    const revision = saved.edit.revision + 1;
    await addRevision(tx, memberId, id, published, revision, note);
    await tx.deleteFrom("content_drafts").where("kind", "=", BRAND_KIND).where("item", "=", id).execute();
    return { outcome: "published", revision };
  });
  if (outcome.outcome === "published") await announcePublication(context, id, outcome.revision);
  return outcome;
}

async function announcePublication(
  context: Readonly<RouterContextProvider>,
  id: string,
  revision: number,
  from?: number,
) {
  await recordStaffAction(context, from === undefined ? "contentPublished" : "contentRolledBack", {
    record: `${BRAND_KIND}:${id}`,
    detail: from === undefined ? { revision } : { revision, from },
  });
  await publicationMade();
}

/**
 * Makes an earlier revision live again, as the brand's next revision (a publication of its own, in the
 * history and the audit log). A draft beside it stays, and is told of the change at its next save.
 */
export async function rollBackBrand(
  context: Readonly<RouterContextProvider>,
  id: string,
  to: number,
  note: string,
): Promise<"rolledBack" | "unknown" | "frenchGaps"> {
  const { exclusive } = await database();
  const memberId = memberOf(context);
  const outcome = await exclusive(lockKey(id), async (tx) => {
    const published = await revisionDocument(tx, id, to);
    const edit = await readEdit(tx, id);
    if (!published || !edit || to === edit.revision) return { outcome: "unknown" as const };
    if (frenchGaps(published).length > 0) return { outcome: "frenchGaps" as const };
    await addRevision(tx, memberId, id, published, edit.revision + 1, note);
    return { outcome: "rolledBack" as const, revision: edit.revision + 1 };
  });
  if (outcome.outcome === "rolledBack") await announcePublication(context, id, outcome.revision, to);
  return outcome.outcome;
}

/**
 * Keeps a brand added in the studio as its first draft, under the id its name gives it, unless a brand (live,
 * retired or only drafted) already has that id. Visitors see nothing of it until it is published.
 */
export async function createBrand(
  context: Readonly<RouterContextProvider>,
  published: PublishedBrand,
): Promise<"created" | "clash"> {
  const { exclusive } = await database();
  const id = published.brand.id;
  return exclusive(lockKey(id), async (tx) => {
    if (await readEdit(tx, id)) return "clash";
    await tx
      .insertInto("content_drafts")
      .values({
        kind: BRAND_KIND,
        item: id,
        document: JSON.stringify(published),
        base_number: 0,
        version: 1,
        saved_by: memberOf(context),
        saved_at: Date.now(),
      })
      .execute();
    return "created";
  });
}

/** A brand added in the studio and not published yet, for the studio's list. */
export interface NewBrand {
  id: string;
  names: Record<"en" | "fr", string>;
  by: string | null;
  at: number;
}

/** Every brand that has a draft and no publication yet, oldest first. */
export async function newBrands(): Promise<NewBrand[]> {
  const { db } = await database();
  const rows = await db
    .selectFrom("content_drafts as d")
    .leftJoin("staff_accounts as a", "a.id", "d.saved_by")
    .select(["d.item", "d.document", "d.saved_at", "a.name"])
    .where("d.kind", "=", BRAND_KIND)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("content_revisions as r")
            .select("r.id")
            .whereRef("r.kind", "=", "d.kind")
            .whereRef("r.item", "=", "d.item"),
        ),
      ),
    )
    .orderBy("d.saved_at")
    .execute();
  return rows.map((row) => {
    const { brand } = parsed(row.document);
    return { id: row.item, names: { en: brand.en.name, fr: brand.fr.name }, by: row.name, at: row.saved_at };
  });
}

/** Drops the brand's draft (the live revision stays as it is), unless it changed since the editor opened it. */
export async function discardBrandDraft(id: string, token: string): Promise<"discarded" | "conflict"> {
  const { exclusive } = await database();
  return exclusive(lockKey(id), async (tx) => {
    const edit = await readEdit(tx, id);
    if (!edit || edit.token !== token) return "conflict";
    await tx.deleteFrom("content_drafts").where("kind", "=", BRAND_KIND).where("item", "=", id).execute();
    return "discarded";
  });
}

/** One publication of a brand, as its history lists it. */
export interface RevisionSummary {
  number: number;
  note: string;
  by: string | null;
  at: number;
}

/** Every publication of a brand, newest first. */
export async function brandHistory(id: string): Promise<RevisionSummary[]> {
  const { db } = await database();
  const rows = await revisionsOf(db, id)
    .select(["r.number", "r.note", "r.published_at", "a.name"])
    .orderBy("r.number", "desc")
    .execute();
  return rows.map((row) => ({ number: row.number, note: row.note, by: row.name, at: row.published_at }));
}

/** One earlier publication of a brand, to compare with what is live. */
export async function brandRevision(id: string, number: number): Promise<PublishedBrand | undefined> {
  const { db } = await database();
  return revisionDocument(db, id, number);
}

async function revisionDocument(
  db: Kysely<DatabaseSchema>,
  id: string,
  number: number,
): Promise<PublishedBrand | undefined> {
  const row = await revisionsOf(db, id)
    .select("r.document")
    .where("r.number", "=", number)
    .executeTakeFirst();
  return row && parsed(row.document);
}

/** A brand's live revision, and the draft waiting beside it if any. */
export interface BrandState extends RevisionSummary {
  draft?: { by: string | null; at: number };
}

/** Each brand's state, for the studio's list. */
export async function brandStates(): Promise<Map<string, BrandState>> {
  const { db } = await database();
  const live = await db
    .selectFrom("content_revisions as r")
    .leftJoin("staff_accounts as a", "a.id", "r.author_id")
    .select(["r.item", "r.number", "r.note", "r.published_at", "a.name"])
    .where("r.kind", "=", BRAND_KIND)
    .orderBy("r.number", "asc")
    .execute();
  const drafts = await db
    .selectFrom("content_drafts as d")
    .leftJoin("staff_accounts as a", "a.id", "d.saved_by")
    .select(["d.item", "d.saved_at", "a.name"])
    .where("d.kind", "=", BRAND_KIND)
    .execute();
  const states = new Map<string, BrandState>();
  for (const row of live) {
    states.set(row.item, { number: row.number, note: row.note, by: row.name, at: row.published_at });
  }
  for (const row of drafts) {
    const state = states.get(row.item);
    if (state) state.draft = { by: row.name, at: row.saved_at };
  }
  return states;
}
