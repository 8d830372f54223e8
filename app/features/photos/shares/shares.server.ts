import { z } from "zod/mini";
import { database } from "~/lib/database.server";
import { isLanguage, type Language } from "~/lib/languages";
import { tokenDigest as hashOf, randomToken, signerFor } from "~/lib/tokens.server";
import { downloadRequestSchema, type LineSheetItem, lineSheetItemsSchema } from "../batch-schema";
import { SHARE_PATH, SHARES_PER_PAGE } from "../constants";
import type { PresetChoice } from "../exports";
import { recordShare } from "../history/index.server";
import { SHARE_TOKEN_BYTES, SHARE_TOKEN_HINT_LENGTH, SHARE_TOKEN_PATTERN } from "./share-token";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Share {
  id: number;
  tokenHint: string;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  preset: PresetChoice;
  /** The items and their photos; a line sheet's item whose photo is coming has none. */
  items: LineSheetItem[];
  note: string;
  downloads: number;
  /** Who made the link, by name; empty for links made before names were kept. */
  sentBy: string;
  /** A line sheet's language and brand manager; null for a link to photos. */
  lineSheet: LineSheetShare | null;
}

export interface LineSheetShare {
  language: Language;
  manager: string;
  /** The customer whose prices the sheet carries; null for a sheet without prices. */
  customer: string | null;
}

/** An open link, or why it no longer opens: gone for good (410) or never was (404). */
export type ShareLookup = { state: "open"; share: Share } | { state: "expired" | "revoked" | "unknown" };

type Row = {
  id: number;
  token_hint: string;
  created_at: number | string;
  expires_at: number | string;
  revoked_at: number | string | null;
  preset: string;
  items: string;
  note: string;
  downloads: number;
  sent_by: string;
  line_sheet_language: string | null;
  line_sheet_manager: string;
  line_sheet_customer: string | null;
};

const COLUMNS = [
  "id",
  "token_hint",
  "created_at",
  "expires_at",
  "revoked_at",
  "preset",
  "items",
  "note",
  "downloads",
  "sent_by",
  "line_sheet_language",
  "line_sheet_manager",
  "line_sheet_customer",
] as const;

const storedItems = z.object({
  preset: downloadRequestSchema.shape.preset,
  items: downloadRequestSchema.shape.items,
});
const storedLineSheet = z.object({ preset: downloadRequestSchema.shape.preset, items: lineSheetItemsSchema });

function shareOf(row: Row): Share {
  // PostgreSQL returns bigint as text; the items were validated before they were stored and are checked again.
  const language = row.line_sheet_language;
  const lineSheet = isLanguage(language)
    ? { language, manager: row.line_sheet_manager, customer: row.line_sheet_customer }
    : null;
  const { preset, items } = (lineSheet ? storedLineSheet : storedItems).parse({
    preset: row.preset,
    items: JSON.parse(row.items),
  });
  return {
    id: row.id,
    tokenHint: row.token_hint,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    preset,
    items,
    note: row.note,
    downloads: row.downloads,
    sentBy: row.sent_by,
    lineSheet,
  };
}

/**
 * The token a request for a link makes: the same for the same run, validity and note (a reload, a double
 * click, a form sent again), so the request's repeat finds the link it made instead of making a second one
 * (decision 274). Derived under the site's secret: knowing what was asked for does not give the token.
 */
const requestSigner = signerFor("trafalgar photo share token");
const requestedToken = (request: string) => requestSigner.sign(request, SHARE_TOKEN_BYTES);

/** A link as `createShare` answers: made now, or found again for a repeated request (`repeated`). */
export interface MadeShare {
  id: number;
  token: string;
  path: string;
  expiresAt: number;
  repeated: boolean;
}

/**
 * A share link for the items and preset of a finished run, or for a line sheet, valid `days` days. `from` names
 * the run or line sheet (`download:<id>`, `lineSheet:<id>`): asked again with the same `from`, days and note
 * while that link is open, the answer is that link, marked `repeated`, and nothing new is stored; once it is
 * revoked or expired, a new one is made. The token is returned to the person who asked, never stored: only its
 * hash is, so the database alone cannot open a link.
 */
export async function createShare(
  {
    from,
    preset,
    items,
    days,
    note,
    sentBy,
    lineSheet = null,
  }: {
    from: string;
    preset: PresetChoice;
    items: LineSheetItem[];
    days: number;
    note: string;
    sentBy: string;
    lineSheet?: LineSheetShare | null;
  },
  now = Date.now(),
): Promise<MadeShare> {
  const { db } = await database();
  const requested = requestedToken(JSON.stringify([from, days, note]));
  const earlier = await db
    .selectFrom("photo_shares")
    .select(["id", "expires_at", "revoked_at"])
    .where("token_hash", "=", hashOf(requested))
    .executeTakeFirst();
  const open = earlier && earlier.revoked_at === null && Number(earlier.expires_at) > now;
  if (earlier && open) {
    const expiresAt = Number(earlier.expires_at);
    return {
      id: earlier.id,
      token: requested,
      path: `${SHARE_PATH}/${requested}`,
      expiresAt,
      repeated: true,
    };
  }
  // A link revoked or run out keeps its row (the list shows it): the new one takes a token of its own.
  const token = earlier ? randomToken(SHARE_TOKEN_BYTES) : requested;
  const expiresAt = now + days * DAY_MS;
  const inserted = await db
    .insertInto("photo_shares")
    .values({
      token_hash: hashOf(token),
      token_hint: token.slice(0, SHARE_TOKEN_HINT_LENGTH),
      created_at: now,
      expires_at: expiresAt,
      preset,
      items: JSON.stringify(items),
      note,
      sent_by: sentBy,
      line_sheet_language: lineSheet?.language ?? null,
      line_sheet_manager: lineSheet?.manager ?? "",
      line_sheet_customer: lineSheet?.customer ?? null,
    })
    // Two copies of one request at once: the second finds the first's row.
    .onConflict((conflict) => conflict.column("token_hash").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return createShare({ from, preset, items, days, note, sentBy, lineSheet }, now);
  await recordShare({ preset, items, language: lineSheet?.language }, now);
  return { id: inserted.id, token, path: `${SHARE_PATH}/${token}`, expiresAt, repeated: false };
}

/** The link `token` opens, if any, as of `now`. */
export async function shareByToken(token: string, now = Date.now()): Promise<ShareLookup> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const { db } = await database();
  const row = await db
    .selectFrom("photo_shares")
    .select(COLUMNS)
    .where("token_hash", "=", hashOf(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  const share = shareOf(row);
  if (share.revokedAt !== null) return { state: "revoked" };
  if (share.expiresAt <= now) return { state: "expired" };
  return { state: "open", share };
}

/** Page `page` (from 1) of the links, newest first, for the staff list, and how many links there are. */
export async function sharesPage(
  page: number,
  perPage = SHARES_PER_PAGE,
): Promise<{ shares: Share[]; total: number }> {
  const { db } = await database();
  const rows = await db
    .selectFrom("photo_shares")
    .select(COLUMNS)
    .orderBy("id", "desc")
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const { count } = await db
    .selectFrom("photo_shares")
    .select((select) => select.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  // PostgreSQL counts in bigint, which arrives as text.
  return { shares: rows.map(shareOf), total: Number(count) };
}

/**
 * Ends a link at once; revoking one already revoked keeps its first time. False when no link has that id
 * (never made, or deleted since), so staff are told rather than shown a revocation that did nothing.
 */
export async function revokeShare(id: number, now = Date.now()): Promise<boolean> {
  const { db } = await database();
  const result = await db
    .updateTable("photo_shares")
    .set((update) => ({ revoked_at: update.fn.coalesce("revoked_at", update.val(now)) }))
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One more download sent whole through the link (its last byte written; an abandoned one does not count). */
export async function countDownload(id: number): Promise<void> {
  const { db } = await database();
  await db
    .updateTable("photo_shares")
    .set((update) => ({ downloads: update("downloads", "+", 1) }))
    .where("id", "=", id)
    .execute();
}
