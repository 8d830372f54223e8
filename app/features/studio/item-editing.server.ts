import type { Kysely, Transaction } from "kysely";
import type { RouterContextProvider } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { recordStaffAction } from "~/features/accounts/index.server";
import { publicationMade } from "~/features/live-content/index.server";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";

/** Where a French text is missing or is still the English one, which publishing refuses (Bill 96). */
export interface FrenchGap {
  field: string;
  problem: "empty" | "sameAsEnglish";
}

/**
 * A kind of item the studio edits (a brand, a page's copy): how its stored documents are read, the French gate
 * its publications pass, and, for an item the site has words for before any publication (a page), those
 * words: they stand as its live version until the first publication, which keeps them as revision 1.
 */
export interface EditedKind<T> {
  kind: string;
  parse(document: string): T;
  frenchGaps(document: T): FrenchGap[];
  firstWords?(id: string): T | undefined;
  /** What a publication writes on the version it makes live, given the one live before it (a page's date). */
  stamp?(next: T, live: T | undefined, at: number): T;
}

/** A version of an item someone saved or published, with who and when. */
export interface ItemVersion<T> {
  published: T;
  by: string | null;
  at: number;
}

/**
 * What the editor opens: the live revision, the draft beside it, and the edit token a save must name. An item
 * added in the studio (a new brand) has a draft and no live revision until its first publication (revision 0
 * until then).
 */
export interface ItemEdit<T> {
  revision: number;
  live?: ItemVersion<T>;
  draft?: ItemVersion<T> & { version: number };
  /** What the editor shows: the draft, or what is live when no draft waits. */
  current: ItemVersion<T>;
  /**
   * The live revision's number and the draft's version (`7.3`): a save names the token it was edited from,
   * and is told of whatever was saved or published since instead of overwriting it.
   */
  token: string;
}

export type EditOutcome<T> =
  | { outcome: "saved"; token: string }
  | { outcome: "published"; revision: number }
  | { outcome: "frenchGaps"; gaps: FrenchGap[]; token: string }
  | { outcome: "conflict"; theirs: ItemVersion<T>; token: string }
  | { outcome: "unknown" };

/** One publication of an item, as its history lists it. */
export interface RevisionSummary {
  number: number;
  note: string;
  by: string | null;
  at: number;
}

/** An item's live revision, and the draft waiting beside it if any. */
export interface ItemState extends RevisionSummary {
  draft?: { by: string | null; at: number };
}

type Tx = Transaction<DatabaseSchema>;

const memberOf = (context: Readonly<RouterContextProvider>) => context.get(staffSessionContext).member.id;

/**
 * Drafts, publications, history and rollback for one kind of item: every item of it is edited under its own
 * lock, so two saves of one item are one after the other, and a save names the version it was made from.
 */
export function editingOf<T>({ kind, parse, frenchGaps, firstWords, stamp }: EditedKind<T>) {
  const lockKey = (id: string) => `content:${kind}:${id}`;

  /** An item's revisions, each with its author's name (none for the site's first words). */
  const revisionsOf = (db: Kysely<DatabaseSchema>, id: string) =>
    db
      .selectFrom("content_revisions as r")
      .leftJoin("staff_accounts as a", "a.id", "r.author_id")
      .where("r.kind", "=", kind)
      .where("r.item", "=", id);

  async function readEdit(tx: Tx, id: string): Promise<ItemEdit<T> | undefined> {
    const liveRow = await revisionsOf(tx, id)
      .select(["r.number", "r.document", "r.published_at", "a.name"])
      .orderBy("r.number", "desc")
      .limit(1)
      .executeTakeFirst();
    const draftRow = await tx
      .selectFrom("content_drafts as d")
      .leftJoin("staff_accounts as a", "a.id", "d.saved_by")
      .select(["d.document", "d.version", "d.saved_at", "a.name"])
      .where("d.kind", "=", kind)
      .where("d.item", "=", id)
      .executeTakeFirst();
    const first = liveRow ? undefined : firstWords?.(id);
    const live = liveRow
      ? { published: parse(liveRow.document), by: liveRow.name, at: liveRow.published_at }
      : first && { published: first, by: null, at: 0 };
    const draft = draftRow && {
      published: parse(draftRow.document),
      by: draftRow.name,
      at: draftRow.saved_at,
      version: draftRow.version,
    };
    const current = draft ?? live;
    if (!current) return undefined;
    const revision = liveRow?.number ?? 0;
    return { revision, live, draft, current, token: `${revision}.${draft?.version ?? 0}` };
  }

  /**
   * Saves the editor's version as the draft, unless the draft or the live revision changed since the editor
   * opened it (`token`): then nothing is written and the editor is shown what the other person saved.
   */
  async function saveDraft(
    tx: Tx,
    memberId: number,
    id: string,
    published: T,
    token: string,
  ): Promise<EditOutcome<T> & { edit?: ItemEdit<T> }> {
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
      .values({ kind, item: id, ...row })
      .onConflict((conflict) => conflict.columns(["kind", "item"]).doUpdateSet(row))
      .execute();
    return { outcome: "saved", token: `${edit.revision}.${version}`, edit };
  }

  async function addRevision(
    tx: Tx,
    memberId: number | null,
    id: string,
    published: T,
    number: number,
    note: string,
    live?: T,
  ): Promise<void> {
    const at = Date.now();
    await tx
      .insertInto("content_revisions")
      .values({
        kind,
        item: id,
        number,
        document: JSON.stringify(stamp && live !== undefined ? stamp(published, live, at) : published),
        note,
        author_id: memberId,
        published_at: at,
      })
      .execute();
  }

  async function announcePublication(
    context: Readonly<RouterContextProvider>,
    id: string,
    revision: number,
    from?: number,
  ) {
    await recordStaffAction(context, from === undefined ? "contentPublished" : "contentRolledBack", {
      record: `${kind}:${id}`,
      detail: from === undefined ? { revision } : { revision, from },
    });
    await publicationMade();
  }

  async function revisionDocument(db: Kysely<DatabaseSchema>, id: string, number: number) {
    const row = await revisionsOf(db, id)
      .select("r.document")
      .where("r.number", "=", number)
      .executeTakeFirst();
    return row && parse(row.document);
  }

  return {
    /** The item as the studio opens it, or undefined when there is none. */
    async edit(id: string): Promise<ItemEdit<T> | undefined> {
      const { db } = await database();
      return db.transaction().execute((tx) => readEdit(tx, id));
    },

    /** Keeps the editor's version as the draft: visitors see nothing of it. */
    async saveDraft(
      context: Readonly<RouterContextProvider>,
      id: string,
      published: T,
      token: string,
    ): Promise<EditOutcome<T>> {
      const { exclusive } = await database();
      const { edit: _, ...outcome } = await exclusive(lockKey(id), (tx) =>
        saveDraft(tx, memberOf(context), id, published, token),
      );
      return outcome;
    },

    /**
     * Saves the editor's version and makes it live as the next revision, with the member's note. Refused while
     * the French gate finds a gap (the version is kept as the draft, so nothing typed is lost); each
     * publication is a row in the audit log, and every instance serves it within about a second.
     */
    async publish(
      context: Readonly<RouterContextProvider>,
      id: string,
      published: T,
      token: string,
      note: string,
    ): Promise<EditOutcome<T>> {
      const { exclusive } = await database();
      const memberId = memberOf(context);
      const outcome = await exclusive(lockKey(id), async (tx): Promise<EditOutcome<T>> => {
        const saved = await saveDraft(tx, memberId, id, published, token);
        if (saved.outcome !== "saved" || !saved.edit) return saved;
        const gaps = frenchGaps(published);
        if (gaps.length > 0) return { outcome: "frenchGaps", gaps, token: saved.token };
        let revision = saved.edit.revision + 1;
        // The site's first words are kept as revision 1, so the history can go back to them.
        if (saved.edit.revision === 0 && saved.edit.live) {
          await addRevision(tx, null, id, saved.edit.live.published, revision, "");
          revision += 1;
        }
        await addRevision(tx, memberId, id, published, revision, note, saved.edit.live?.published);
        await tx.deleteFrom("content_drafts").where("kind", "=", kind).where("item", "=", id).execute();
        return { outcome: "published", revision };
      });
      if (outcome.outcome === "published") await announcePublication(context, id, outcome.revision);
      return outcome;
    },

    /**
     * Makes an earlier revision live again, as the next revision (a publication of its own, in the history and
     * the audit log). A draft beside it stays, and is told of the change at its next save.
     */
    async rollBack(
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
        await addRevision(tx, memberId, id, published, edit.revision + 1, note, edit.live?.published);
        return { outcome: "rolledBack" as const, revision: edit.revision + 1 };
      });
      if (outcome.outcome === "rolledBack") await announcePublication(context, id, outcome.revision, to);
      return outcome.outcome;
    },

    /**
     * Keeps a new item as its first draft, unless an item (live, retired or only drafted) already has its id.
     * Visitors see nothing of it until it is published.
     */
    async create(
      context: Readonly<RouterContextProvider>,
      id: string,
      published: T,
    ): Promise<"created" | "clash"> {
      const { exclusive } = await database();
      return exclusive(lockKey(id), async (tx) => {
        if (await readEdit(tx, id)) return "clash";
        await tx
          .insertInto("content_drafts")
          .values({
            kind,
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
    },

    /** Drops the draft (the live revision stays as it is), unless it changed since the editor opened it. */
    async discard(id: string, token: string): Promise<"discarded" | "conflict"> {
      const { exclusive } = await database();
      return exclusive(lockKey(id), async (tx) => {
        const edit = await readEdit(tx, id);
        if (!edit || edit.token !== token) return "conflict";
        await tx.deleteFrom("content_drafts").where("kind", "=", kind).where("item", "=", id).execute();
        return "discarded";
      });
    },

    /** Every publication of an item, newest first. */
    async history(id: string): Promise<RevisionSummary[]> {
      const { db } = await database();
      const rows = await revisionsOf(db, id)
        .select(["r.number", "r.note", "r.published_at", "a.name"])
        .orderBy("r.number", "desc")
        .execute();
      return rows.map((row) => ({ number: row.number, note: row.note, by: row.name, at: row.published_at }));
    },

    /** One earlier publication of an item, to compare with what is live. */
    async revision(id: string, number: number): Promise<T | undefined> {
      const { db } = await database();
      return revisionDocument(db, id, number);
    },

    /** Each item's state, for the studio's lists. */
    async states(): Promise<Map<string, ItemState>> {
      const { db } = await database();
      const live = await db
        .selectFrom("content_revisions as r")
        .leftJoin("staff_accounts as a", "a.id", "r.author_id")
        .select(["r.item", "r.number", "r.note", "r.published_at", "a.name"])
        .where("r.kind", "=", kind)
        .orderBy("r.number", "asc")
        .execute();
      const drafts = await db
        .selectFrom("content_drafts as d")
        .leftJoin("staff_accounts as a", "a.id", "d.saved_by")
        .select(["d.item", "d.saved_at", "a.name"])
        .where("d.kind", "=", kind)
        .execute();
      const states = new Map<string, ItemState>();
      for (const row of live) {
        states.set(row.item, { number: row.number, note: row.note, by: row.name, at: row.published_at });
      }
      for (const row of drafts) {
        const state = states.get(row.item);
        if (state) state.draft = { by: row.name, at: row.saved_at };
        else if (firstWords?.(row.item))
          states.set(row.item, {
            number: 0,
            note: "",
            by: null,
            at: 0,
            draft: { by: row.name, at: row.saved_at },
          });
      }
      return states;
    },
  };
}
