import type { Selectable } from "kysely";
import { tokenDigest as digest, randomToken } from "~/lib/tokens.server";
import { type AccountStoreSchema, type Audience, accountStore } from "./account-store.server";
import { INVITATION_TTL_MS, RESET_TTL_MS } from "./constants";

export type LinkPurpose = "invitation" | "reset";

/** The account a link opens, as every audience stores it. */
export type LinkAccount = Selectable<AccountStoreSchema["accounts"]>;

const LIFETIME_MS: Record<LinkPurpose, number> = { invitation: INVITATION_TTL_MS, reset: RESET_TTL_MS };

/** 32 random bytes, base64url: what the link carries. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/**
 * A new one-time link's token for the account. Earlier unused links of the same purpose stop working, so
 * only the latest mail's link does. Returns the token and when it expires.
 */
export async function issueLink(
  audience: Audience,
  accountId: number,
  purpose: LinkPurpose,
): Promise<{ token: string; expiresAt: number }> {
  // Only its digest is stored: the table alone opens no account.
  const token = randomToken();
  const now = Date.now();
  const expiresAt = now + LIFETIME_MS[purpose];
  const db = await accountStore(audience);
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom("tokens")
      .where((row) =>
        row.or([
          row.and([
            row("account_id", "=", accountId),
            row("purpose", "=", purpose),
            row("used_at", "is", null),
          ]),
          row("expires_at", "<", now - LIFETIME_MS.invitation),
        ]),
      )
      .execute();
    await tx
      .insertInto("tokens")
      .values({
        token_hash: digest(token),
        account_id: accountId,
        purpose,
        created_at: now,
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { token, expiresAt };
}

/** The account a link names, unless it was deactivated since: a deactivated account opens by no link. */
async function openAccount(audience: Audience, id: number): Promise<LinkAccount | undefined> {
  const db = await accountStore(audience);
  const account = await db.selectFrom("accounts").selectAll().where("id", "=", id).executeTakeFirst();
  return account?.state === "deactivated" ? undefined : account;
}

export type LinkState =
  | { state: "open"; purpose: LinkPurpose; account: LinkAccount }
  | { state: "used" | "expired" | "unknown" };

/** What a link's token opens, without using it (the page that asks for the new password). */
export async function linkState(audience: Audience, token: string): Promise<LinkState> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const db = await accountStore(audience);
  const row = await db
    .selectFrom("tokens")
    .selectAll()
    .where("token_hash", "=", digest(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  if (row.used_at !== null) return { state: "used" };
  if (row.expires_at <= Date.now()) return { state: "expired" };
  const account = await openAccount(audience, row.account_id);
  if (!account) return { state: "unknown" };
  return { state: "open", purpose: row.purpose, account };
}

/**
 * Uses a link, once: of two requests with the same token, one gets the account and the other nothing. Returns
 * the account and the link's purpose, or undefined when the link is used, expired or unknown.
 */
export async function spendLink(
  audience: Audience,
  token: string,
): Promise<{ purpose: LinkPurpose; account: LinkAccount } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const db = await accountStore(audience);
  const now = Date.now();
  const used = await db
    .updateTable("tokens")
    .set({ used_at: now })
    .where("token_hash", "=", digest(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["account_id", "purpose"])
    .executeTakeFirst();
  const account = used && (await openAccount(audience, used.account_id));
  if (!used || !account) return undefined;
  return { purpose: used.purpose, account };
}
