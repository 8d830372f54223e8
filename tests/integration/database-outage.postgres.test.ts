import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/lib/database-postgres.server";
import type { Database } from "~/lib/database-schema";
import { type PostgresServer, startPostgres } from "../support/postgres-server.ts";

// Runs in the PostgreSQL project only: it stops a cluster of its own, which the other tests must not feel.
let postgres: PostgresServer;
let database: Database;

const one = async () =>
  (await database.db.selectNoFrom((eb) => eb.lit(1).as("one")).executeTakeFirstOrThrow()).one;

describe("PostgreSQL going away under the site", () => {
  beforeAll(async () => {
    postgres = await startPostgres();
    database = await openPostgres(postgres.url);
  });

  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  it("fails the transaction holding a connection, not the process, and serves again once it is back", async () => {
    // A transaction between two statements: its connection is lent out and has no query under way, so the
    // connection's error has no query to fail and is reported on the connection itself.
    let halted: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      halted = resolve;
    });
    const transaction = database.exclusive("outage", async (tx) => {
      await tx.selectNoFrom((eb) => eb.lit(1).as("one")).execute();
      await holding;
      return tx.selectNoFrom((eb) => eb.lit(2).as("two")).execute();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    postgres.halt();
    // Let the dropped connection's error arrive before the transaction asks for its next statement.
    await new Promise((resolve) => setTimeout(resolve, 200));
    halted();
    await expect(transaction).rejects.toThrow();
    await expect(one()).rejects.toThrow();

    postgres.resume();
    expect(await one()).toBe(1);
  });
});
