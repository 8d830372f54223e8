import { notNullDefault, type SchemaChange } from "./schema-change.ts";

/**
 * What each counted attempt was at (decision 263): the account a sign-in from an address named, or the
 * address a sign-in at an account came from. A success clears only its own pair's failures, never another
 * account's.
 */
export async function up({ db }: SchemaChange): Promise<void> {
  await db.schema.alterTable("throttle_events").addColumn("about", "text", notNullDefault("")).execute();
}
