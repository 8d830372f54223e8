import type { RouterContextProvider } from "react-router";
import { addressPrefix } from "~/lib/address-prefix.server";
import { database } from "~/lib/database.server";
import { clientAddressContext } from "~/lib/request-context";
import type { Audience } from "./account-store.server";
import type { AuditAction } from "./audit-actions";
import { staffSessionContext } from "./context";
import type { StaffSession } from "./session-expiry";

/** Structured facts of an action (an export's filter, a new role): values, never a lead's words. */
export type AuditDetail = Readonly<Record<string, string | number | boolean | null>>;

export interface AuditEntry {
  /** Whose account `actor` is: staff's (the default) or a buyer's (decision 330). */
  audience?: Audience;
  /** The account that acted; null for a failed sign-in that named no account. */
  actor: number | null;
  action: AuditAction;
  /** Which record: a lead's id, an account's id, a share's id. */
  record?: string | number;
  detail?: AuditDetail;
  /** The client's address; only its network prefix is kept. */
  client: string;
}

/**
 * The one way a row enters the audit log. Rows are only ever added here and deleted by age in
 * `deleteExpiredAuditRows`; nothing in the tools edits or removes one.
 */
export async function recordAudit(entry: AuditEntry): Promise<void> {
  const { db } = await database();
  await db
    .insertInto("audit_log")
    .values({
      at: Date.now(),
      actor_id: entry.audience === "buyer" ? null : entry.actor,
      buyer_id: entry.audience === "buyer" ? entry.actor : null,
      action: entry.action,
      record: entry.record === undefined ? null : String(entry.record),
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      ip_prefix: addressPrefix(entry.client),
    })
    .execute();
}

/** AUDIT_RETENTION_DAYS: rows older than that are deleted; the privacy policy states the period. */
export async function deleteExpiredAuditRows(now: number, retentionDays: number): Promise<number> {
  const { db } = await database();
  const result = await db
    .deleteFrom("audit_log")
    .where("at", "<", now - retentionDays * 24 * 60 * 60 * 1000)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Records what the signed-in member behind this request did: who from the session (a tools page's, from the
 * context its middleware set; a resource route's, as `requireStaffApi` returned it), where from the client
 * address.
 */
export function recordStaffAction(
  context: Readonly<RouterContextProvider>,
  action: AuditAction,
  what: { record?: string | number; detail?: AuditDetail; session?: StaffSession } = {},
): Promise<void> {
  const session = what.session ?? context.get(staffSessionContext);
  return recordAudit({
    actor: session.member.id,
    action,
    record: what.record,
    detail: what.detail,
    client: context.get(clientAddressContext),
  });
}
