import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { VISITOR_MAIL_THROTTLE } from "./constants";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what the privacy policy says is no longer kept: delivered messages CONTACT_RETENTION_DAYS after
 * delivery, failed ones CONTACT_FAILED_RETENTION_DAYS after they failed, and held ones staff never released
 * CONTACT_FAILED_RETENTION_DAYS after they came. Messages still being delivered stay. Returns how many were
 * deleted. The count of mails to each address a visitor typed goes once its window is over (the throttle
 * itself trims it only when another mail is counted).
 */
export async function deleteExpiredMessages(now: number): Promise<number> {
  const { deliveredDays, failedDays } = config().contactRetention;
  const { db } = await database();
  const result = await db
    .deleteFrom("contact_outbox")
    .where((row) =>
      row.or([
        row.and([row("status", "=", "sent"), row("sent_at", "<", now - deliveredDays * DAY_MS)]),
        row.and([row("status", "=", "failed"), row("failed_at", "<", now - failedDays * DAY_MS)]),
        row("held_at", "<", now - failedDays * DAY_MS),
      ]),
    )
    .executeTakeFirst();
  await db
    .deleteFrom("throttle_events")
    .where("bucket", "=", VISITOR_MAIL_THROTTLE.bucket)
    .where("at", "<", now - VISITOR_MAIL_THROTTLE.windowMs)
    .execute();
  return Number(result.numDeletedRows);
}
