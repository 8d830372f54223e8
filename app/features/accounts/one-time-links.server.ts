import { database } from "~/lib/database.server";
import { tokenDigest as digest, randomToken } from "~/lib/tokens.server";
import { type AccountRow, accountById } from "./accounts.server";
import { INVITATION_TTL_MS, RESET_TTL_MS } from "./constants";

export type LinkPurpose = "invitation" | "reset";

const LIFETIME_MS: Record<LinkPurpose, number> = { invitation: INVITATION_TTL_MS, reset: RESET_TTL_MS };

/** 32 random bytes, base64url: what the link carries. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

/**
 * A new one-time link's token for the account. Earlier unused links of the same purpose stop working, so
 * only the latest mail's link does. Returns the token and when it expires.
 */
export async function issueLink(
  accountId: number,
  purpose: LinkPurpose,
): Promise<{ token: string; expiresAt: number }> {
  // Only its digest is stored: the table alone opens no account.
  const token = randomToken();
  const now = Date.now();
  const expiresAt = now + LIFETIME_MS[purpose];
  const { db } = await database();
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom("staff_tokens")
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
      .insertInto("staff_tokens")
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

export type LinkState =
  | { state: "open"; purpose: LinkPurpose; account: AccountRow }
  | { state: "used" | "expired" | "unknown" };

/** What a link's token opens, without using it (the page that asks for the new password). */
export async function linkState(token: string): Promise<LinkState> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const { db } = await database();
  const row = await db
    .selectFrom("staff_tokens")
    .selectAll()
    .where("token_hash", "=", digest(token))
    .executeTakeFirst();
  if (!row) return { state: "unknown" };
  if (row.used_at !== null) return { state: "used" };
  if (row.expires_at <= Date.now()) return { state: "expired" };
  const account = await accountById(row.account_id);
  if (!account || account.state === "deactivated") return { state: "unknown" };
  return { state: "open", purpose: row.purpose, account };
}

/**
 * Uses a link, once: of two requests with the same token, one gets the account and the other nothing. Returns
 * the account and the link's purpose, or undefined when the link is used, expired or unknown.
 */
export async function spendLink(
  token: string,
): Promise<{ purpose: LinkPurpose; account: AccountRow } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const { db } = await database();
  const now = Date.now();
  const used = await db
    .updateTable("staff_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", digest(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["account_id", "purpose"])
    .executeTakeFirst();
  const account = used && (await accountById(used.account_id));
  if (!used || !account || account.state === "deactivated") return undefined;
  return { purpose: used.purpose, account };
}
