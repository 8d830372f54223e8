import { config } from "~/lib/config.server";
import { periodicJob } from "~/lib/periodic-job.server";
import { accountStore } from "./account-store.server";
import { deleteExpiredAuditRows } from "./audit.server";

const UPKEEP_EVERY_MS = 60 * 60 * 1000;

/** Audit rows past AUDIT_RETENTION_DAYS go, and one-time links a day past their end (used or not). */
async function upkeep(now: number): Promise<void> {
  await deleteExpiredAuditRows(now, config().auditRetentionDays);
  for (const audience of ["staff", "buyer"] as const) {
    const db = await accountStore(audience);
    await db
      .deleteFrom("tokens")
      .where("expires_at", "<", now - 24 * 60 * 60 * 1000)
      .execute();
  }
}

/** At start-up and hourly after; every instance may run it, as each deletion is the same. */
const job = periodicJob("accounts upkeep", UPKEEP_EVERY_MS, () => upkeep(Date.now()));

export const startAccountsUpkeep = (): void => job.start();
export const stopAccountsUpkeep = (): void => job.stop();
