import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { sessionSecrets } from "~/lib/secrets.server";

/*
 * The notify-me list's two links. The database never holds a token: a confirmation link's is random and kept
 * as its SHA-256 hash (used once, within a week); an unsubscribe link's is signed with the server's secret,
 * so the same link can be written into every later mail and into staff's export without being stored.
 */

/** 32 random bytes in base64url (256 bits): a confirmation link's token. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: confirmHashOf(token) };
}

export const CONFIRM_TOKEN_PATTERN = /^[\w-]{43}$/;

export const confirmHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A key per signing secret, derived for this purpose alone (a cookie or form token never shares it). */
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync("sha256", secret, "", "trafalgar notify-me unsubscribe v1", 32));

/**
 * What an unsubscribe link signs: the row, its address and when it was confirmed. An address that leaves and
 * signs up again gets a new link; the old one does not reach the new subscription.
 */
const signed = (id: number, email: string, confirmedAt: number) => `${id}\n${email}\n${confirmedAt}`;

const mac = (secret: string, body: string) => createHmac("sha256", keyOf(secret)).update(body).digest();

/** `id.signature`, signed with the newest SESSION_SECRET. */
export function unsubscribeToken(id: number, email: string, confirmedAt: number): string {
  const [newest = ""] = sessionSecrets();
  return `${id}.${mac(newest, signed(id, email, confirmedAt)).toString("base64url")}`;
}

/** The largest id a row can have on either engine (PostgreSQL's `integer`). */
const LARGEST_ID = 2 ** 31 - 1;

/** The row an unsubscribe token names, before its signature is checked against the row. */
export function unsubscribeTokenId(token: string): number | undefined {
  const match = /^(\d{1,10})\.[\w-]{43}$/.exec(token);
  const id = Number(match?.[1]);
  return match && id <= LARGEST_ID ? id : undefined;
}

/** Whether `token` is the unsubscribe link of this row, signed by any configured secret. */
export function isUnsubscribeToken(
  token: string,
  row: { id: number; email: string; confirmedAt: number },
): boolean {
  const given = Buffer.from(token.slice(token.indexOf(".") + 1), "base64url");
  return sessionSecrets().some((secret) => {
    const expected = mac(secret, signed(row.id, row.email, row.confirmedAt));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
