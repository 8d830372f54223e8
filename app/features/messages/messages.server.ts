import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import {
  FAILING_WARNING_AFTER_MS,
  type MessageFilter,
  type MessageStatus,
  RECIPIENTS,
  type Submission,
  submissionSchema,
} from "~/features/contact";
import { wakeOutbox } from "~/features/contact/index.server";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";

/**
 * The staff tools' door to stored contact messages (the Messages tool and the dashboard's warning): read,
 * filter, search, send again. The outbox owns delivery; this module only reads it and re-queues.
 */

export interface StoredMessage {
  id: number;
  receivedAt: number;
  recipient: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
  submission: Submission;
  /** Marked handled: when, and by whom (the account's name, or its address when it has none); null if not. */
  handled: { at: number; by: string } | null;
}

type Outbox = ExpressionBuilder<DatabaseSchema, "contact_outbox">;

/** `%` and `_` typed by staff are searched for as themselves. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Leads only: the outbox also holds mail for staff (invitations, resets), which is nobody's lead. */
function matching(row: Outbox, { status, form, search }: MessageFilter) {
  const conditions: Expression<SqlBool>[] = [row("kind", "=", "lead")];
  if (status === "held") conditions.push(row("held_at", "is not", null));
  else if (status === "pending")
    conditions.push(row("status", "in", ["pending", "sending"]), row("held_at", "is", null));
  else if (status) conditions.push(row("status", "=", status));
  if (form) {
    const department = RECIPIENTS.find((key) => key === form);
    conditions.push(department ? row("department", "=", department) : row("brand", "=", form));
  }
  const words = search?.trim();
  if (words) conditions.push(sql<boolean>`${row.ref("search_text")} like ${likePattern(words)} escape '\\'`);
  return row.and(conditions);
}

const COLUMNS = [
  "id",
  "created_at",
  "recipient",
  "submission",
  "status",
  "attempts",
  "last_error",
  "sent_at",
  "held_at",
  "handled_at",
] as const;

/** The columns a message is shown from, with the name of whoever marked it handled. */
const shownColumns = (row: Outbox) => [
  ...COLUMNS,
  row
    .selectFrom("staff_accounts")
    .select(sql<string>`coalesce(nullif(name, ''), email)`.as("handler"))
    .whereRef("staff_accounts.id", "=", "contact_outbox.handled_by")
    .as("handled_by"),
];

function toMessage(row: {
  id: number;
  created_at: number;
  recipient: string;
  submission: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  last_error: string | null;
  sent_at: number | null;
  held_at: number | null;
  handled_at: number | null;
  handled_by: string | null;
}): StoredMessage {
  return {
    id: row.id,
    receivedAt: Number(row.created_at),
    recipient: row.recipient,
    status: row.held_at !== null ? "held" : row.status === "sending" ? "pending" : row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    submission: submissionSchema.parse(JSON.parse(row.submission)),
    handled: row.handled_at === null ? null : { at: Number(row.handled_at), by: row.handled_by ?? "" },
  };
}

/** Matching messages, newest first: at most `limit` of them, and how many match in all. */
export async function listMessages(
  filter: MessageFilter,
  limit?: number,
): Promise<{ messages: StoredMessage[]; total: number }> {
  const { db } = await database();
  const rows = await db
    .selectFrom("contact_outbox")
    .select(shownColumns)
    .where((row) => matching(row, filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
    .execute();
  const total =
    limit === undefined || rows.length < limit
      ? rows.length
      : Number(
          (
            await db
              .selectFrom("contact_outbox")
              .select((row) => row.fn.countAll().as("count"))
              .where((row) => matching(row, filter))
              .executeTakeFirstOrThrow()
          ).count,
        );
  return { messages: rows.map(toMessage), total };
}

export async function findMessage(id: number): Promise<StoredMessage | undefined> {
  const { db } = await database();
  const row = await db
    .selectFrom("contact_outbox")
    .select(shownColumns)
    .where("id", "=", id)
    .where("kind", "=", "lead")
    .executeTakeFirst();
  return row && toMessage(row);
}

/**
 * Marks a message handled by a member of staff (`by`, their account's id), or undoes the mark (`by` null).
 * False when the message is gone or already in that state (another member of staff got there first).
 */
export async function markHandled(id: number, by: number | null): Promise<boolean> {
  const { db } = await database();
  const result = await db
    .updateTable("contact_outbox")
    .set({ handled_at: by === null ? null : Date.now(), handled_by: by })
    .where("id", "=", id)
    .where("kind", "=", "lead")
    .where("handled_at", by === null ? "is not" : "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Queues a failed message for delivery again, at once, with a new delivery window. False when the message
 * is gone or not failed (already sent again by someone else, or delivered).
 */
export async function sendAgain(id: number): Promise<boolean> {
  const { db } = await database();
  const now = Date.now();
  const result = await db
    .updateTable("contact_outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, requeued_at: now, failed_at: null })
    .where("id", "=", id)
    .where("kind", "=", "lead")
    .where("status", "=", "failed")
    .executeTakeFirst();
  wakeOutbox();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Releases a held message (read by staff and found genuine): it is delivered at once, as if it had just come.
 * False when it is gone or no longer held (another member of staff got there first).
 */
export async function releaseHeld(id: number): Promise<boolean> {
  const { db } = await database();
  const result = await db
    .updateTable("contact_outbox")
    .set({ held_at: null, next_attempt_at: Date.now() })
    .where("id", "=", id)
    .where("kind", "=", "lead")
    .where("held_at", "is not", null)
    .executeTakeFirst();
  wakeOutbox();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a held message (spam, or nothing to answer). False when it is gone or no longer held. */
export async function deleteHeld(id: number): Promise<boolean> {
  const { db } = await database();
  const result = await db
    .deleteFrom("contact_outbox")
    .where("id", "=", id)
    .where("kind", "=", "lead")
    .where("held_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** How many messages wait for staff to read them (sent without JavaScript), for the dashboard. */
export async function heldMessageCount(): Promise<number> {
  const { db } = await database();
  const row = await db
    .selectFrom("contact_outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("kind", "=", "lead")
    .where("held_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many undelivered messages have had failed attempts for more than FAILING_WARNING_AFTER_MS. */
export async function failingMessageCount(now: number): Promise<number> {
  const { db } = await database();
  const row = await db
    .selectFrom("contact_outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("kind", "=", "lead")
    .where("status", "!=", "sent")
    .where("last_error", "is not", null)
    .where((eb) => eb(eb.fn.coalesce("requeued_at", "created_at"), "<", now - FAILING_WARNING_AFTER_MS))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
