import { sql } from "kysely";
import { isOneOf, notNull, notNullDefault, oneOf, primaryKey, type SchemaChange } from "./schema-change.ts";

/** What the history records from now on: line sheets too. */
const KINDS = ["export", "sheet", "share", "lineSheet"];

/** The history's columns before this migration, copied as they are when SQLite makes the table again. */
const KEPT_COLUMNS = [
  "id",
  "created_at",
  "kind",
  "preset",
  "item_count",
  "photo_count",
  "bytes",
  "items",
  "download_id",
  "sheet_format",
].map((column) => sql.ref(column));

/**
 * The history records line sheets, with their language. SQLite cannot change a column's check, so there the
 * table is made again with the new one and its rows copied over; PostgreSQL replaces the check.
 */
async function historyWithLineSheets({
  db,
  engine,
  int64,
  generatedKey,
  strict,
}: SchemaChange): Promise<void> {
  if (engine === "postgres") {
    const history = () => db.schema.alterTable("photo_history");
    await history().dropConstraint("photo_history_kind_check").execute();
    await history().addCheckConstraint("photo_history_kind_check", isOneOf("kind", KINDS)).execute();
    await history().addColumn("language", "text").execute();
    return;
  }
  await db.schema
    .createTable("photo_history_next")
    .addColumn("id", "integer", generatedKey)
    .addColumn("created_at", int64, notNull)
    .addColumn("kind", "text", oneOf("kind", KINDS))
    .addColumn("preset", "text", notNull)
    .addColumn("item_count", "integer", notNull)
    .addColumn("photo_count", "integer", notNull)
    .addColumn("bytes", int64)
    .addColumn("items", "text", notNull)
    .addColumn("download_id", "text")
    .addColumn("sheet_format", "text")
    .addColumn("language", "text")
    .$call(strict)
    .execute();
  const columns = sql.join(KEPT_COLUMNS);
  await sql`INSERT INTO photo_history_next (${columns}) SELECT ${columns} FROM photo_history`.execute(db);
  await db.schema.dropTable("photo_history").execute();
  await db.schema.alterTable("photo_history_next").renameTo("photo_history").execute();
  await db.schema.createIndex("photo_history_created_at").on("photo_history").column("created_at").execute();
  await db.schema
    .createIndex("photo_history_download_id")
    .on("photo_history")
    .column("download_id")
    .execute();
}

/**
 * Line sheets (decision 252): a made line sheet, kept as long as a prepared download, so its PDF can be
 * fetched and shared; the items keep the photos the lookup found (none for a product whose photo is coming).
 */
export async function up(change: SchemaChange): Promise<void> {
  const { db, int64, strict } = change;
  await db.schema
    .createTable("photo_line_sheets")
    .addColumn("id", "text", primaryKey)
    .addColumn("created_at", int64, notNull)
    .addColumn("language", "text", notNull)
    .addColumn("manager", "text", notNull)
    .addColumn("items", "text", notNull)
    .$call(strict)
    .execute();
  await db.schema
    .createIndex("photo_line_sheets_created_at")
    .on("photo_line_sheets")
    .column("created_at")
    .execute();

  // A share link of a line sheet names its language and brand manager; a link of photos has no language.
  await db.schema.alterTable("photo_shares").addColumn("line_sheet_language", "text").execute();
  await db.schema
    .alterTable("photo_shares")
    .addColumn("line_sheet_manager", "text", notNullDefault(""))
    .execute();

  await historyWithLineSheets(change);
}
