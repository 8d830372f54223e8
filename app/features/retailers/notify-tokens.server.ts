import { randomToken, signerFor, tokenDigest } from "~/lib/tokens.server";

/*
 * The notify-me list's two links. The database never holds a token: a confirmation link's is random and kept
 * as its SHA-256 hash (used once, within a week); an unsubscribe link's is signed with the server's secret,
 * so the same link can be written into every later mail and into staff's export without being stored.
 */

/** 32 random bytes in base64url (256 bits): a confirmation link's token. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: confirmHashOf(token) };
}

export const CONFIRM_TOKEN_PATTERN = /^[\w-]{43}$/;

/** Hex, as the list's table has held it since the first confirmation. */
export const confirmHashOf = (token: string) => tokenDigest(token, "hex");

const unsubscribeSigner = signerFor("trafalgar notify-me unsubscribe v1");

/**
 * What an unsubscribe link signs: the row, its address and when it was confirmed. An address that leaves and
 * signs up again gets a new link; the old one does not reach the new subscription.
 */
const signed = (id: number, email: string, confirmedAt: number) => `${id}\n${email}\n${confirmedAt}`;

/** `id.signature`, signed with the newest SESSION_SECRET. */
export function unsubscribeToken(id: number, email: string, confirmedAt: number): string {
  return `${id}.${unsubscribeSigner.sign(signed(id, email, confirmedAt))}`;
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
  return unsubscribeSigner.verify(
    signed(row.id, row.email, row.confirmedAt),
    token.slice(token.indexOf(".") + 1),
  );
}
