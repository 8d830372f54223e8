import { brandLineupSchema } from "@content/brands/lineup";
import type { RouterContextProvider } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { recordStaffAction } from "~/features/accounts/index.server";
import {
  LINEUP_ITEM,
  LINEUP_KIND,
  publicationMade,
  publishedContent,
  storedLineup,
} from "~/features/live-content/index.server";
import { database } from "~/lib/database.server";
import type { Language } from "~/lib/languages";
import type { RevisionSummary } from "./brand-editing.server";
import { type LineupChange, type LineupOutcome, lineupAfter } from "./lineup-change";

const LINEUP_LOCK = `content:${LINEUP_KIND}:${LINEUP_ITEM}`;

/**
 * Changes the brand line-up (order, grids and strip, retirement) as its next revision, with the member's
 * note: every list of brands on the site, the sitemap and the brand's address follow on every instance
 * within about a second, and the audit log records it.
 */
export async function changeLineup(
  context: Readonly<RouterContextProvider>,
  change: LineupChange,
  note: string,
): Promise<LineupOutcome> {
  const { exclusive } = await database();
  const memberId = context.get(staffSessionContext).member.id;
  const outcome = await exclusive(LINEUP_LOCK, async (tx): Promise<LineupOutcome> => {
    const current = await storedLineup(tx);
    const next = lineupAfter(current.lineup, change);
    if ("outcome" in next) return next;
    const revision = current.revision + 1;
    await tx
      .insertInto("content_revisions")
      .values({
        kind: LINEUP_KIND,
        item: LINEUP_ITEM,
        number: revision,
        document: JSON.stringify(brandLineupSchema.parse(next)),
        note,
        author_id: memberId,
        published_at: Date.now(),
      })
      .execute();
    return { outcome: "changed", revision };
  });
  if (outcome.outcome === "changed") {
    await recordStaffAction(context, "contentPublished", {
      record: `${LINEUP_KIND}:${LINEUP_ITEM}`,
      detail: { revision: outcome.revision, change: change.change, brand: change.brand },
    });
    await publicationMade();
  }
  return outcome;
}

/** The line-up's latest publications, newest first, as its page lists them. */
export async function lineupHistory(count: number): Promise<RevisionSummary[]> {
  const { db } = await database();
  const rows = await db
    .selectFrom("content_revisions as r")
    .leftJoin("staff_accounts as a", "a.id", "r.author_id")
    .select(["r.number", "r.note", "r.published_at", "a.name"])
    .where("r.kind", "=", LINEUP_KIND)
    .where("r.item", "=", LINEUP_ITEM)
    .orderBy("r.number", "desc")
    .limit(count)
    .execute();
  return rows.map((row) => ({ number: row.number, note: row.note, by: row.name, at: row.published_at }));
}

/** The line-up as its page shows it, with each brand's name in the member's language. */
export interface LineupView {
  listed: { id: string; name: string; shown: boolean }[];
  retired: { id: string; name: string; replacement?: string }[];
}

export async function lineupView(language: Language): Promise<LineupView> {
  const { db } = await database();
  const { lineup } = await storedLineup(db);
  const { brands } = await publishedContent();
  const nameOf = (id: string) => brands.get(id)?.published.brand[language].name ?? id;
  return {
    listed: lineup.listed.map(({ id, shown }) => ({ id, name: nameOf(id), shown })),
    retired: lineup.retired.map(({ id, replacement }) => ({
      id,
      name: nameOf(id),
      ...(replacement === undefined ? {} : { replacement: nameOf(replacement) }),
    })),
  };
}
