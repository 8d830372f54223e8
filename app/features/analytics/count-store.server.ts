import { hash, randomBytes } from "node:crypto";
import { type Transaction as KyselyTransaction, sql } from "kysely";
import { companyDay } from "~/lib/company-time";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";

type Transaction = KyselyTransaction<DatabaseSchema>;

import { DAILY_ROWS_KEPT_DAYS, FLUSH_EVERY_MS } from "./constants";
import { firstMonthKept } from "./period";
import type { Counts, GoalRow, ViewRow } from "./tally.server";

/** Rows per statement: well under either engine's limit of values in one statement. */
const INSERT_BATCH = 400;
const DAY_MS = 86_400_000;

const batches = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / INSERT_BATCH) }, (_, at) =>
    rows.slice(at * INSERT_BATCH, (at + 1) * INSERT_BATCH),
  );

/** The salt of a day, as every instance uses it: the first instance to need it makes it. */
const salts = new Map<string, string>();
async function saltOf(day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const { db } = await database();
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const { salt } = await db
    .selectFrom("analytics_salts")
    .select("salt")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  // Only the days still being counted stay in memory.
  for (const older of salts.keys()) if (older < day) salts.delete(older);
  salts.set(day, salt);
  return salt;
}

/** A visitor as stored: the unsalted hash under the day's salt, 128 bits. */
const saltedVisitor = (salt: string, visitor: string) =>
  hash("sha256", `${salt}${visitor}`, "base64url").slice(0, 22);

/** Adds page-view rows to the table, each to its row's count when it is there. */
async function addViews(trx: Transaction, rows: readonly ViewRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await trx
      .insertInto("analytics_views")
      .values(batch)
      .onConflict((conflict) =>
        conflict
          .columns(["period", "path", "language", "referrer", "source", "medium", "campaign", "device"])
          .doUpdateSet({ views: sql`analytics_views.views + excluded.views` }),
      )
      .execute();
  }
}

/** Adds goal rows to the table, each to its row's count when it is there. */
async function addGoals(trx: Transaction, rows: readonly GoalRow[]): Promise<void> {
  for (const batch of batches(rows)) {
    await trx
      .insertInto("analytics_goals")
      .values(batch)
      .onConflict((conflict) =>
        conflict
          .columns(["period", "goal", "brand", "page"])
          .doUpdateSet({ count: sql`analytics_goals.count + excluded.count` }),
      )
      .execute();
  }
}

/**
 * Adds one instance's counts to the tables, in one transaction: the rows' counts are added to what is there,
 * so instances never overwrite each other, and a failed write leaves nothing half added (the caller keeps the
 * counts for the next try).
 */
export async function addCounts(counts: Counts): Promise<void> {
  const salted = new Map<string, string[]>();
  for (const [day, visitors] of counts.visitors) {
    const salt = await saltOf(day);
    salted.set(
      day,
      [...visitors].map((visitor) => saltedVisitor(salt, visitor)),
    );
  }
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    await addViews(trx, [...counts.views.values()]);
    await addGoals(trx, [...counts.goals.values()]);
    for (const [day, views] of counts.days) {
      await trx
        .insertInto("analytics_days")
        .values({ day, views })
        .onConflict((conflict) =>
          conflict.column("day").doUpdateSet({ views: sql`analytics_days.views + excluded.views` }),
        )
        .execute();
    }
    for (const [day, visitors] of salted) {
      for (const rows of batches(visitors)) {
        await trx
          .insertInto("analytics_visitors")
          .values(rows.map((visitor) => ({ day, visitor })))
          .onConflict((conflict) => conflict.columns(["day", "visitor"]).doNothing())
          .execute();
      }
    }
  });
}

/**
 * Once a day is over (and the last counts of it had time to arrive), its visitors are counted into its row and
 * their hashes deleted, with the day's salt: from then on nothing links a visit to the next day's. Each hash is
 * deleted and counted by exactly one instance (`DELETE … RETURNING`), so two instances never count it twice.
 */
export async function closeFinishedDays(now: number): Promise<void> {
  const open = companyDay(now - 2 * FLUSH_EVERY_MS);
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("analytics_visitors")
      .where("day", "<", open)
      .returning("day")
      .execute();
    const perDay = new Map<string, number>();
    for (const { day } of gone) perDay.set(day, (perDay.get(day) ?? 0) + 1);
    for (const [day, visitors] of perDay) {
      await trx
        .insertInto("analytics_days")
        .values({ day, visitors })
        .onConflict((conflict) =>
          conflict.column("day").doUpdateSet({ visitors: sql`analytics_days.visitors + excluded.visitors` }),
        )
        .execute();
    }
    await trx.deleteFrom("analytics_salts").where("day", "<", open).execute();
  });
  for (const day of salts.keys()) if (day < open) salts.delete(day);
}

/**
 * Day rows as month rows (`2026-11` of `2026-11-27`), those of one month and otherwise alike made one: an insert
 * may not name a row twice.
 */
function byMonth<T extends { period: string; views?: number; count?: number }>(
  rows: readonly T[],
  add: (into: T, row: T) => void,
): T[] {
  const months = new Map<string, T>();
  for (const row of rows) {
    const month = { ...row, period: row.period.slice(0, 7) };
    const key = JSON.stringify({ ...month, views: 0, count: 0 });
    const known = months.get(key);
    if (known) add(known, row);
    else months.set(key, month);
  }
  return [...months.values()];
}

/**
 * Days older than `DAILY_ROWS_KEPT_DAYS` are added into their months' rows (views and goals), then the months
 * and days older than the retention are deleted. Like `closeFinishedDays`, each day row is moved by exactly one
 * instance.
 */
export async function rollUpAndForget(now: number, retentionMonths: number): Promise<void> {
  const lastRaw = companyDay(now - DAILY_ROWS_KEPT_DAYS * DAY_MS);
  const firstMonth = firstMonthKept(companyDay(now), retentionMonths);
  const { db } = await database();
  await db.transaction().execute(async (trx) => {
    const views = await trx
      .deleteFrom("analytics_views")
      .where(sql<number>`length(period)`, "=", 10)
      .where("period", "<", lastRaw)
      .returningAll()
      .execute();
    await addViews(
      trx,
      byMonth(views, (into, row) => (into.views += row.views)),
    );
    const goals = await trx
      .deleteFrom("analytics_goals")
      .where(sql<number>`length(period)`, "=", 10)
      .where("period", "<", lastRaw)
      .returningAll()
      .execute();
    await addGoals(
      trx,
      byMonth(goals, (into, row) => (into.count += row.count)),
    );
    // '2024-09-30' and '2024-09' both sort before '2024-10': one comparison drops old days and old months.
    await trx.deleteFrom("analytics_views").where("period", "<", firstMonth).execute();
    await trx.deleteFrom("analytics_goals").where("period", "<", firstMonth).execute();
    await trx.deleteFrom("analytics_days").where("day", "<", firstMonth).execute();
  });
}
