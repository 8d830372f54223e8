import type { ColumnDefinitionBuilder } from "kysely";
import { notNull, notNullDefault, oneOf, primaryKey, refersTo, type SchemaChange } from "./schema-change.ts";

/** The staff account a row belongs to. */
function account(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().references("staff_accounts.id");
}

/**
 * Named staff accounts (decision 213), their sessions, one-time links, known addresses, recovery codes and
 * audit log. The first owner is made at start-up from OWNER_EMAIL; its password_hash stays NULL while it signs
 * in with the configured TOOLS_PASSWORD(_HASH). An invited account has none until its invitation is used.
 * E-mail addresses are stored lowercased, so one address is one account.
 */
export async function up({ db, int64, generatedKey, strict }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("staff_accounts")
    .addColumn("id", "integer", generatedKey)
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("role", "text", oneOf("role", ["owner", "marketing", "sales"]))
    .addColumn("language", "text", oneOf("language", ["en", "fr"]))
    .addColumn("state", "text", oneOf("state", ["invited", "active", "deactivated"]))
    .addColumn("password_hash", "text")
    .addColumn("totp_secret", "text")
    .addColumn("totp_enabled_at", int64)
    .addColumn("totp_last_step", int64)
    .addColumn("created_at", int64, notNull)
    .addColumn("updated_at", int64, notNull)
    .$call(strict)
    .execute();

  // Sessions from before accounts named nobody: they end, and staff sign in once more with an e-mail address.
  await db.schema.dropTable("staff_sessions").execute();
  await db.schema
    .createTable("staff_sessions")
    .addColumn("id_hash", "text", primaryKey)
    .addColumn("account_id", "integer", account)
    .addColumn("started_at", int64, notNull)
    .addColumn("last_seen_at", int64, notNull)
    .addColumn("second_factor_due_until", int64)
    .addColumn("device", "text", notNullDefault(""))
    .addColumn("ip_prefix", "text", notNullDefault(""))
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("staff_sessions_started_at")
    .on("staff_sessions")
    .column("started_at")
    .execute();
  await db.schema.createIndex("staff_sessions_account").on("staff_sessions").column("account_id").execute();

  // One-time links (invitation, password reset): only a hash of the token is kept; a used one keeps used_at.
  await db.schema
    .createTable("staff_tokens")
    .addColumn("token_hash", "text", primaryKey)
    .addColumn("account_id", "integer", account)
    .addColumn("purpose", "text", oneOf("purpose", ["invitation", "reset"]))
    .addColumn("created_at", int64, notNull)
    .addColumn("expires_at", int64, notNull)
    .addColumn("used_at", int64)
    .$call(strict)
    .execute();
  await db.schema.createIndex("staff_tokens_account").on("staff_tokens").column("account_id").execute();

  // Addresses an account signed in from (a digest of each): from one of them, a guesser's burst against the
  // account does not lock its own people out.
  await db.schema
    .createTable("staff_known_clients")
    .addColumn("account_id", "integer", account)
    .addColumn("client_hash", "text", notNull)
    .addColumn("last_signed_in_at", int64, notNull)
    .addPrimaryKeyConstraint("staff_known_clients_pkey", ["account_id", "client_hash"])
    .$call(strict)
    .execute();

  await db.schema
    .createTable("staff_recovery_codes")
    .addColumn("account_id", "integer", account)
    .addColumn("code_hash", "text", notNull)
    .addColumn("used_at", int64)
    .addPrimaryKeyConstraint("staff_recovery_codes_pkey", ["account_id", "code_hash"])
    .$call(strict)
    .execute();

  // Who did what, to which record, from where. Written by one function with fixed action names; never a
  // lead's words. actor_id is NULL for a failed sign-in that named no account.
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", generatedKey)
    .addColumn("at", int64, notNull)
    .addColumn("actor_id", "integer", refersTo("staff_accounts.id"))
    .addColumn("action", "text", notNull)
    .addColumn("record", "text")
    .addColumn("detail", "text")
    .addColumn("ip_prefix", "text", notNull)
    .$call(strict)
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
  await db.schema.createIndex("audit_log_actor_at").on("audit_log").columns(["actor_id", "at"]).execute();

  // Mail for staff (invitations, resets) waits in the same outbox as leads, so an SMTP outage delays it and
  // never loses it. The Messages tool lists leads only.
  await db.schema
    .alterTable("contact_outbox")
    .addColumn("kind", "text", oneOf("kind", ["lead", "staff"], "lead"))
    .execute();
}
