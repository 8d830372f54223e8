import { searchedFormOf } from "~/lib/canada-post";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import type { Language } from "~/lib/languages";
import type { StatusChange, StoredApplication } from "./application-record";
import type { Application } from "./application-schema";
import { DAY_MS, REVIEW_MOVES, type ReviewStatus } from "./constants";

/** What staff search for: who the retailer is and how to reach them, lowercased. */
function searchText(a: Application): string {
  return [
    a.legalName,
    a.operatingName,
    a.contactName,
    a.email,
    a.phone,
    a.city,
    a.postalCode,
    a.gstHst,
    a.qst,
  ]
    .join(" ")
    .toLowerCase();
}

/**
 * Stores a new application, its arrival the first of its status changes; returns its id. One without the bot
 * check's proof is held: staff release it (and its mails) or delete it.
 */
export async function storeApplication(
  application: Application,
  { language, botChecked }: { language: Language; botChecked: boolean },
): Promise<number> {
  const { db } = await database();
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("retail_applications")
      .values({
        created_at: now,
        language,
        details: JSON.stringify(application),
        search_text: searchText(application),
        bot_checked: botChecked ? 1 : 0,
        status_changed_at: now,
        held_at: botChecked ? null : now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("retail_application_changes")
      .values({ application_id: id, status: "new", changed_at: now, changed_by: null })
      .execute();
    return id;
  });
}

type Row = {
  id: number;
  created_at: number;
  language: Language;
  details: string;
  bot_checked: number;
  status: ReviewStatus;
  status_changed_at: number;
  held_at: number | null;
  customer_number: string | null;
};

const COLUMNS = [
  "id",
  "created_at",
  "language",
  "details",
  "bot_checked",
  "status",
  "status_changed_at",
  "held_at",
  "customer_number",
] as const;

function toApplication(row: Row): StoredApplication {
  return {
    id: row.id,
    receivedAt: Number(row.created_at),
    language: row.language,
    application: JSON.parse(row.details) as Application,
    botChecked: Number(row.bot_checked) === 1,
    held: row.held_at !== null,
    status: row.status,
    statusChangedAt: Number(row.status_changed_at),
    customerNumber: row.customer_number,
  };
}

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Applications, newest first, in one status or all, matching a search: at most `limit`, and how many in all. */
export async function listApplications(
  { status, search }: { status?: ReviewStatus; search?: string },
  limit: number,
): Promise<{ applications: StoredApplication[]; total: number }> {
  const { db } = await database();
  // A postal, tax or phone number typed any way finds the one form applications keep it in.
  const words = search?.trim() ? searchedFormOf(search.trim()) : undefined;
  const query = db
    .selectFrom("retail_applications")
    .$if(status !== undefined, (q) => q.where("status", "=", status ?? "new"))
    .$if(Boolean(words), (q) => q.where("search_text", "like", likePattern(words ?? "")));
  const rows = await query
    .select(COLUMNS)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  const total =
    rows.length < limit
      ? rows.length
      : Number((await query.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()).count);
  return { applications: rows.map(toApplication), total };
}

/** One application with the history of its status, oldest first, each change with the name of who made it. */
export async function findApplication(
  id: number,
): Promise<(StoredApplication & { changes: StatusChange[] }) | undefined> {
  const { db } = await database();
  const row = await db
    .selectFrom("retail_applications")
    .select(COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const changes = await db
    .selectFrom("retail_application_changes as change")
    .leftJoin("staff_accounts as staff", "staff.id", "change.changed_by")
    .select(["change.status", "change.changed_at", "staff.name"])
    .where("change.application_id", "=", id)
    .orderBy("change.id")
    .execute();
  return {
    ...toApplication(row),
    changes: changes.map((change) => ({
      status: change.status,
      at: Number(change.changed_at),
      by: change.name,
    })),
  };
}

/**
 * Moves an application to `next`, if that is a move its status allows (REVIEW_MOVES), it is not held, and
 * nobody moved it since the page was read (`from`). False otherwise: the page says so, and shows where it is now.
 */
export async function moveApplication(
  id: number,
  from: ReviewStatus,
  next: ReviewStatus,
  staffId: number,
): Promise<boolean> {
  if (!REVIEW_MOVES[from].includes(next)) return false;
  const { db } = await database();
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("retail_applications")
      .set({ status: next, status_changed_at: now })
      .where("id", "=", id)
      .where("status", "=", from)
      // A held application is released (or deleted) before its review starts.
      .where("held_at", "is", null)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto("retail_application_changes")
      .values({ application_id: id, status: next, changed_at: now, changed_by: staffId })
      .execute();
    return true;
  });
}

/**
 * Releases a held application (read by staff and found genuine): the application as stored, for its mails to
 * go now. Undefined when it is gone or no longer held (another member of staff got there first).
 */
export async function releaseApplication(id: number): Promise<StoredApplication | undefined> {
  const { db } = await database();
  const released = await db
    .updateTable("retail_applications")
    .set({ held_at: null })
    .where("id", "=", id)
    .where("held_at", "is not", null)
    .returning(COLUMNS)
    .executeTakeFirst();
  return released && toApplication(released);
}

/** Deletes a held application (junk, or typed by someone else) with its history. False when not held. */
export async function deleteHeldApplication(id: number): Promise<boolean> {
  const { db } = await database();
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("retail_applications")
      .where("id", "=", id)
      .where("held_at", "is not", null)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return false;
    await trx.deleteFrom("retail_application_changes").where("application_id", "=", id).execute();
    return true;
  });
}

/** How many applications wait for someone to start reviewing them, for the dashboard. */
export async function newApplicationCount(): Promise<number> {
  const { db } = await database();
  const row = await db
    .selectFrom("retail_applications")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes what the privacy policy says is no longer kept: an application approved or declined, or held and
 * never released, CONTACT_FAILED_RETENTION_DAYS ago, with its history. Applications still open stay. Returns
 * how many.
 */
export async function deleteExpiredApplications(now: number): Promise<number> {
  const { db } = await database();
  const before = now - config().contactRetention.failedDays * DAY_MS;
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom("retail_applications")
      .select("id")
      .where((row) =>
        row.or([
          row.and([row("status", "in", ["approved", "declined"]), row("status_changed_at", "<", before)]),
          row("held_at", "<", before),
        ]),
      )
      .execute();
    const ids = expired.map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom("retail_application_changes").where("application_id", "in", ids).execute();
    await trx.deleteFrom("retail_applications").where("id", "in", ids).execute();
    return ids.length;
  });
}

/**
 * Records that an approved application became customer `customerNumber` (decision 330): once, so two members
 * of staff opening it at the same moment make one customer. False when it is not approved or already one.
 */
export async function markApplicationCustomer(id: number, customerNumber: string): Promise<boolean> {
  const { db } = await database();
  const marked = await db
    .updateTable("retail_applications")
    .set({ customer_number: customerNumber })
    .where("id", "=", id)
    .where("status", "=", "approved")
    .where("customer_number", "is", null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** Undoes `markApplicationCustomer` when the customer could not be made after all (the address was taken). */
export async function unmarkApplicationCustomer(id: number): Promise<void> {
  const { db } = await database();
  await db.updateTable("retail_applications").set({ customer_number: null }).where("id", "=", id).execute();
}
