import { forgetFinishedMailTo } from "~/features/contact/index.server";
import { database } from "~/lib/database.server";
import type { Language } from "~/lib/languages";
import { DAY_MS, NOTIFY } from "./constants";
import {
  CONFIRM_TOKEN_PATTERN,
  confirmHashOf,
  isUnsubscribeToken,
  newConfirmToken,
  unsubscribeTokenId,
} from "./notify-tokens.server";

/** A confirmed address, as its mails and staff's export need it. */
export interface ListedAddress {
  id: number;
  email: string;
  language: Language;
  confirmedAt: number;
}

/**
 * An address asked for from the form. A confirmation token when a mail should go: a new address, or one still
 * unconfirmed whose last mail went NOTIFY.resendAfterMs ago or more (its earlier link stops working). Nothing
 * for an address already confirmed or mailed a moment ago; the visitor is told the same either way.
 */
export async function askToJoin(email: string, language: Language, now: number): Promise<string | undefined> {
  const { db } = await database();
  const { token, hash } = newConfirmToken();
  const added = await db
    .insertInto("notify_list")
    .values({ email, language, requested_at: now, confirm_hash: hash })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .execute();
  if (added.length === 1) return token;
  const renewed = await db
    .updateTable("notify_list")
    .set({ language, requested_at: now, confirm_hash: hash })
    .where("email", "=", email)
    .where("confirmed_at", "is", null)
    .where("requested_at", "<=", now - NOTIFY.resendAfterMs)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) === 1 ? token : undefined;
}

/** What a confirmation link finds: an address to confirm, or nothing (unknown, used), or a link past its week. */
export type ConfirmLink = { state: "open"; email: string } | { state: "unknown" | "expired" };

async function pendingRow(token: string) {
  if (!CONFIRM_TOKEN_PATTERN.test(token)) return undefined;
  const { db } = await database();
  return db
    .selectFrom("notify_list")
    .select(["id", "email", "language", "requested_at", "confirm_hash"])
    .where("confirm_hash", "=", confirmHashOf(token))
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
}

const isOpen = (requestedAt: number, now: number) =>
  now - Number(requestedAt) < NOTIFY.confirmValidDays * DAY_MS;

export async function confirmLink(token: string, now: number): Promise<ConfirmLink> {
  const row = await pendingRow(token);
  if (!row) return { state: "unknown" };
  return isOpen(row.requested_at, now) ? { state: "open", email: row.email } : { state: "expired" };
}

/** Confirms the address a link names, once and within its week: the address as now listed, or why not. */
export async function confirmAddress(
  token: string,
  now: number,
): Promise<{ state: "confirmed"; listed: ListedAddress } | { state: "unknown" | "expired" }> {
  const row = await pendingRow(token);
  if (!row) return { state: "unknown" };
  if (!isOpen(row.requested_at, now)) return { state: "expired" };
  const { db } = await database();
  // Two presses of the button at once confirm once: the second finds the hash already gone.
  const confirmed = await db
    .updateTable("notify_list")
    .set({ confirmed_at: now, confirm_hash: null })
    .where("id", "=", row.id)
    .where("confirm_hash", "=", row.confirm_hash)
    .executeTakeFirst();
  if (Number(confirmed.numUpdatedRows) !== 1) return { state: "unknown" };
  return {
    state: "confirmed",
    listed: { id: row.id, email: row.email, language: row.language, confirmedAt: now },
  };
}

/** The confirmed address an unsubscribe link names, if its signature is right. */
export async function listedByUnsubscribeToken(token: string): Promise<ListedAddress | undefined> {
  const id = unsubscribeTokenId(token);
  if (id === undefined) return undefined;
  const { db } = await database();
  const row = await db
    .selectFrom("notify_list")
    .select(["id", "email", "language", "confirmed_at"])
    .where("id", "=", id)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  if (!row || row.confirmed_at === null) return undefined;
  const listed = {
    id: row.id,
    email: row.email,
    language: row.language,
    confirmedAt: Number(row.confirmed_at),
  };
  return isUnsubscribeToken(token, listed) ? listed : undefined;
}

/**
 * Takes an address off the list for good: its row is deleted, and the outbox's record of the mails it was sent;
 * false when the link names none.
 */
export async function unsubscribe(token: string): Promise<boolean> {
  const listed = await listedByUnsubscribeToken(token);
  if (!listed) return false;
  const { db } = await database();
  await db.deleteFrom("notify_list").where("id", "=", listed.id).execute();
  await forgetFinishedMailTo([listed.email]);
  return true;
}

/** How many addresses are on the list, and how many wait for their owner to confirm them. */
export async function notifyListCounts(): Promise<{ confirmed: number; waiting: number }> {
  const { db } = await database();
  const rows = await db
    .selectFrom("notify_list")
    .select((eb) => [eb.fn.count("confirmed_at").as("confirmed"), eb.fn.countAll().as("all")])
    .executeTakeFirstOrThrow();
  const confirmed = Number(rows.confirmed);
  return { confirmed, waiting: Number(rows.all) - confirmed };
}

/** Every confirmed address, oldest first: what the announcement goes to. */
export async function confirmedAddresses(): Promise<ListedAddress[]> {
  const { db } = await database();
  const rows = await db
    .selectFrom("notify_list")
    .select(["id", "email", "language", "confirmed_at"])
    .where("confirmed_at", "is not", null)
    .orderBy("confirmed_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    language: row.language,
    confirmedAt: Number(row.confirmed_at),
  }));
}

/**
 * Deletes every address never confirmed within NOTIFY.unconfirmedKeptDays of its last request, with the outbox's
 * record of its confirmation mail; returns how many.
 */
export async function deleteUnconfirmedAddresses(now: number): Promise<number> {
  const { db } = await database();
  const expired = await db
    .deleteFrom("notify_list")
    .where("confirmed_at", "is", null)
    .where("requested_at", "<", now - NOTIFY.unconfirmedKeptDays * DAY_MS)
    .returning("email")
    .execute();
  await forgetFinishedMailTo(expired.map((row) => row.email));
  return expired.length;
}
