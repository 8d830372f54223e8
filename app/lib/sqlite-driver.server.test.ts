import { DatabaseSync } from "node:sqlite";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nodeSqliteDialect } from "./sqlite-driver.server";

interface TestSchema {
  notes: { id: number; body: string };
}

let db: Kysely<TestSchema>;
let sqlite: DatabaseSync;

beforeEach(() => {
  sqlite = new DatabaseSync(":memory:");
  sqlite.exec("CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL) STRICT");
  db = new Kysely<TestSchema>({ dialect: nodeSqliteDialect(sqlite) });
});

afterEach(async () => {
  await db.destroy();
});

describe("Kysely over node:sqlite", () => {
  it("prepares each query once however often it is asked, and keeps a bounded number of statements", async () => {
    const prepare = vi.spyOn(sqlite, "prepare");
    for (let round = 0; round < 3; round++) {
      await db.insertInto("notes").values({ id: round, body: "again" }).execute();
      await db.selectFrom("notes").select("body").where("id", "=", round).execute();
    }
    expect(prepare).toHaveBeenCalledTimes(2);
    // More distinct queries than are kept: the least recently used is prepared again when asked again.
    const distinct = (number: number) => sql`SELECT ${sql.lit(number)} AS number`.execute(db);
    for (let number = 1; number <= 201; number++) await distinct(number);
    await distinct(1);
    expect(prepare).toHaveBeenCalledTimes(2 + 201 + 1);
    // The most recently used stays prepared.
    await distinct(201);
    expect(prepare).toHaveBeenCalledTimes(2 + 201 + 1);
  });

  it("reads rows, rows returned by a write, and counts of changed rows", async () => {
    const inserted = await db
      .insertInto("notes")
      .values([
        { id: 1, body: "first" },
        { id: 2, body: "second" },
      ])
      .returning(["id", "body"])
      .execute();
    expect(inserted).toEqual([
      { id: 1, body: "first" },
      { id: 2, body: "second" },
    ]);
    const updated = await db
      .updateTable("notes")
      .set({ body: "changed" })
      .where("id", "=", 2)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom("notes").select("body").orderBy("id").execute()).toEqual([
      { body: "first" },
      { body: "changed" },
    ]);
  });

  it("rolls a transaction back when its work throws", async () => {
    const failing = db.transaction().execute(async (tx) => {
      await tx.insertInto("notes").values({ id: 1, body: "lost" }).execute();
      throw new Error("stop");
    });
    await expect(failing).rejects.toThrow("stop");
    expect(await db.selectFrom("notes").selectAll().execute()).toEqual([]);
  });

  it("runs nothing else on the connection while a transaction waits between statements", async () => {
    const order: string[] = [];
    const transaction = db.transaction().execute(async (tx) => {
      await tx.insertInto("notes").values({ id: 1, body: "inside" }).execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push("transaction done");
    });
    const outside = db
      .selectFrom("notes")
      .selectAll()
      .execute()
      .then((rows) => order.push(`outside saw ${rows.length}`));
    await Promise.all([transaction, outside]);
    expect(order).toEqual(["transaction done", "outside saw 1"]);
  });

  it("stores bytes as they are and gives them back", async () => {
    const bytes = new Uint8Array([0, 255, 1, 254, 0]);
    const { rows } = await sql<{ back: Uint8Array }>`SELECT ${bytes} AS back`.execute(db);
    expect(Array.from(rows[0]?.back ?? [])).toEqual([0, 255, 1, 254, 0]);
  });

  it("refuses a parameter SQLite cannot store as it is", async () => {
    await expect(sql`SELECT ${new Date()}`.execute(db)).rejects.toThrow(/cannot store a object parameter/);
  });
});
