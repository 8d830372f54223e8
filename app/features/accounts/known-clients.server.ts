import { createHash } from "node:crypto";
import { addressNetwork } from "~/lib/address-prefix.server";
import { type Audience, accountStore } from "./account-store.server";

/**
 * Only a digest of the address is kept: the table says "seen before", not where from. An IPv6 address is known
 * by its /64, as the throttles count it, so a device's next privacy address is still the same place.
 */
function digest(client: string): string {
  return createHash("sha256").update(addressNetwork(client)).digest("base64url");
}

/** After a successful sign-in: this address is one the account's people use. */
export async function rememberClient(audience: Audience, accountId: number, client: string): Promise<void> {
  const db = await accountStore(audience);
  const now = Date.now();
  await db
    .insertInto("known_clients")
    .values({ account_id: accountId, client_hash: digest(client), last_signed_in_at: now })
    .onConflict((conflict) =>
      conflict.columns(["account_id", "client_hash"]).doUpdateSet({ last_signed_in_at: now }),
    )
    .execute();
}

/** Whether the account signed in from this address before. */
export async function isKnownClient(audience: Audience, accountId: number, client: string): Promise<boolean> {
  const db = await accountStore(audience);
  const row = await db
    .selectFrom("known_clients")
    .select("account_id")
    .where("account_id", "=", accountId)
    .where("client_hash", "=", digest(client))
    .executeTakeFirst();
  return row !== undefined;
}
