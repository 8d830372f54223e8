import { notNull, notNullDefault, primaryKey, type SchemaChange } from "./schema-change.ts";

/**
 * Site analytics without tracking (decision 243). Page views and goals are counted in each instance's memory
 * and added here in batches; nothing names a person. A visitor is a SHA-256 of the address, user agent and
 * site under the day's salt: the salt is kept only for its day, the hashes only until the day's visitors are
 * counted, so nobody can be followed from one day to the next.
 */
export async function up({ db, int64, strict, strictWithoutRowid }: SchemaChange): Promise<void> {
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", primaryKey)
    .addColumn("salt", "text", notNull)
    .$call(strict)
    .execute();

  // The day's visitors as hashes, one row each: two instances add to the same set without counting one twice.
  await db.schema
    .createTable("analytics_visitors")
    .addColumn("day", "text", notNull)
    .addColumn("visitor", "text", notNull)
    .addPrimaryKeyConstraint("analytics_visitors_pkey", ["day", "visitor"])
    .$call(strictWithoutRowid)
    .execute();

  // Per day (head office's clock): page views and, once the day is over, its visitors. Kept 25 months.
  await db.schema
    .createTable("analytics_days")
    .addColumn("day", "text", primaryKey)
    .addColumn("views", int64, notNullDefault(0))
    .addColumn("visitors", int64, notNullDefault(0))
    .$call(strict)
    .execute();

  // Page views by what was seen and where from. `period` is a day (2026-11-27) for 30 days, then its month
  // (2026-11) once rolled up. An absent value is ''.
  await db.schema
    .createTable("analytics_views")
    .addColumn("period", "text", notNull)
    .addColumn("path", "text", notNull)
    .addColumn("language", "text", notNull)
    .addColumn("referrer", "text", notNull)
    .addColumn("source", "text", notNull)
    .addColumn("medium", "text", notNull)
    .addColumn("campaign", "text", notNull)
    .addColumn("device", "text", notNull)
    .addColumn("views", int64, notNull)
    .addPrimaryKeyConstraint("analytics_views_pkey", [
      "period",
      "path",
      "language",
      "referrer",
      "source",
      "medium",
      "campaign",
      "device",
    ])
    .$call(strictWithoutRowid)
    .execute();

  // Goals reached (a message sent, an application, a click to a brand's website…), by brand and by the page
  // they were reached from; days, then months, as above.
  await db.schema
    .createTable("analytics_goals")
    .addColumn("period", "text", notNull)
    .addColumn("goal", "text", notNull)
    .addColumn("brand", "text", notNull)
    .addColumn("page", "text", notNull)
    .addColumn("count", int64, notNull)
    .addPrimaryKeyConstraint("analytics_goals_pkey", ["period", "goal", "brand", "page"])
    .$call(strictWithoutRowid)
    .execute();
}
