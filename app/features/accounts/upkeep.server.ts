import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { errorFields, log } from "~/lib/log.server";
import { deleteExpiredAuditRows } from "./audit.server";

const UPKEEP_EVERY_MS = 60 * 60 * 1000;

/** Audit rows past AUDIT_RETENTION_DAYS go, and one-time links a day past their end (used or not). */
async function upkeep(now: number): Promise<void> {
  await deleteExpiredAuditRows(now, config().auditRetentionDays);
  const { db } = await database();
  await db
    .deleteFrom("staff_tokens")
    .where("expires_at", "<", now - 24 * 60 * 60 * 1000)
    .execute();
}

let timer: NodeJS.Timeout | undefined;

/** At start-up and hourly after; every instance may run it, as each deletion is the same. */
export function startAccountsUpkeep(): void {
  if (timer) return;
  const run = () =>
    void upkeep(Date.now()).catch((error: unknown) => log.error(errorFields(error), "accounts upkeep"));
  timer = setInterval(run, UPKEEP_EVERY_MS);
  timer.unref();
  run();
}

export function stopAccountsUpkeep(): void {
  clearInterval(timer);
  timer = undefined;
}
