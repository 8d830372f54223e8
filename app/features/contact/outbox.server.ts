import { hostname } from "node:os";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { z } from "zod";
import { config } from "~/lib/config.server";
import { database } from "~/lib/database.server";
import { errorFields, log } from "~/lib/log.server";
import { periodicJob } from "~/lib/periodic-job.server";
import { OUTBOX } from "./constants";
import { contactMail } from "./mail.server";
import { type MailTransport, mailDropTransport, smtpTransport } from "./mail-transport.server";
import { deleteExpiredMessages } from "./retention.server";
import { retryDelayMs } from "./retry-schedule";
import { type Submission, submissionSchema } from "./submission";

/** This process, as claims name it: unique among the instances sharing one database. */
const CLAIMANT = `${hostname()}:${process.pid}`;

/** What staff search for in the Messages tool: the visitor's words and the address it went to, lowercased. */
function searchText(recipient: string, s: Submission): string {
  return [s.firstName, s.lastName, s.company, s.email, s.phone, s.message, recipient].join(" ").toLowerCase();
}

/**
 * A mail written whole by the room that sends it (accounts: invitations, resets; retailers: an application for
 * sales, the buyer's acknowledgement, the notify-me list's mails). `replyTo`: who an answer goes to, when not the
 * site's own address.
 */
export interface StaffMail {
  subject: string;
  text: string;
  html: string;
  language: "en" | "fr";
  replyTo?: string;
  /**
   * Headers of its own, such as a list's one-click unsubscribe (RFC 8058: `List-Unsubscribe`,
   * `List-Unsubscribe-Post`); the outbox sets `Content-Language` itself.
   */
  headers?: Record<string, string>;
}

/** What one stored message says, besides when: who it goes to, its words, and for a lead what staff filter by. */
type Stored = { kind: "lead" | "staff"; recipient: string; submission: string } & Partial<{
  department: string | null;
  brand: string | null;
  search_text: string;
  held_at: number;
}>;

/**
 * Stores a message, due at once (or held for review), and wakes this process's worker. Once this resolves the
 * message is safe.
 */
async function store(message: Stored): Promise<number> {
  const { db } = await database();
  const now = Date.now();
  const row = await db
    .insertInto("contact_outbox")
    .values({ ...message, created_at: now, next_attempt_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (message.held_at === undefined) worker?.wake();
  return row.id;
}

/**
 * Stores a mail written whole (for a member of staff, or a buyer's acknowledgement) beside the leads, so an
 * outage delays it and never loses it. Its words (a one-time link, a buyer's details) are wiped once delivered.
 */
export function storeStaffMail(recipient: string, mail: StaffMail): Promise<number> {
  return store({ kind: "staff", recipient, submission: JSON.stringify(mail) });
}

/**
 * Deletes the record of staff mails to these addresses that are done with (delivered or given up), before
 * their retention would: for a list that promises to keep nothing of an address once it leaves (the notify-me
 * list). Mails still on their way are left to be delivered.
 */
export async function forgetFinishedMailTo(recipients: readonly string[]): Promise<void> {
  if (recipients.length === 0) return;
  const { db } = await database();
  await db
    .deleteFrom("contact_outbox")
    .where("kind", "=", "staff")
    .where("recipient", "in", recipients)
    .where("status", "in", ["sent", "failed"])
    .execute();
}

/**
 * Stores a message for delivery, or `held` for staff to read first (sent without JavaScript). Once this
 * resolves the message is safe, whatever the mail server does.
 */
export function storeMessage(recipient: string, submission: Submission, held = false): Promise<number> {
  return store({
    kind: "lead",
    recipient,
    submission: JSON.stringify(submission),
    department: submission.department ?? null,
    brand: submission.brand ?? null,
    search_text: searchText(recipient, submission),
    ...(held ? { held_at: Date.now() } : {}),
  });
}

type Claimed = {
  id: number;
  kind: "lead" | "staff";
  recipient: string;
  submission: string;
  attempts: number;
  created_at: number;
  requeued_at: number | null;
};

/**
 * Claims due messages for this process, in one statement. On PostgreSQL, SKIP LOCKED keeps two processes
 * from claiming the same row; on SQLite the statement is a write transaction of its own, which nothing
 * runs beside. The claim expires, so a message claimed by a process that died is delivered again.
 */
async function claimDue(): Promise<Claimed[]> {
  const { db, engine } = await database();
  const now = Date.now();
  return db
    .updateTable("contact_outbox")
    .set((row) => ({
      status: "sending",
      attempts: row("attempts", "+", 1),
      claimed_until: now + OUTBOX.claimMs,
      claimed_by: CLAIMANT,
    }))
    .where("id", "in", (query) =>
      query
        .selectFrom("contact_outbox")
        .select("id")
        .where((row) =>
          row.or([
            row.and([
              row("status", "=", "pending"),
              row("next_attempt_at", "<=", now),
              row("held_at", "is", null),
            ]),
            row.and([row("status", "=", "sending"), row("claimed_until", "<", now)]),
          ]),
        )
        .orderBy("next_attempt_at")
        .limit(OUTBOX.batchSize)
        .$if(engine === "postgres", (due) => due.forUpdate().skipLocked()),
    )
    .returning(["id", "kind", "recipient", "submission", "attempts", "created_at", "requeued_at"])
    .execute();
}

const UNCLAIMED = { claimed_until: null, claimed_by: null } as const;

/**
 * Hands back what this process still holds (a delivery cut short by shutdown), due at once: another
 * instance sends it now rather than when the claim would have expired.
 */
async function releaseClaims(): Promise<void> {
  const { db } = await database();
  await db
    .updateTable("contact_outbox")
    .set({ status: "pending", ...UNCLAIMED, next_attempt_at: Date.now() })
    .where("claimed_by", "=", CLAIMANT)
    .where("status", "=", "sending")
    .execute();
}

/** nodemailer's codes for "the mail server could not be reached", as opposed to "it refused this message". */
const UNREACHABLE = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED"]);

function unreachable(error: unknown): boolean {
  return (
    error instanceof Error && "code" in error && typeof error.code === "string" && UNREACHABLE.has(error.code)
  );
}

const staffMailSchema = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: z.enum(["en", "fr"]),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** The mail a stored message becomes: a lead for the company, or a staff mail as its room wrote it. */
function mailOf(message: Claimed): SendMailOptions {
  const settings = config();
  if (message.kind === "staff") {
    const mail = staffMailSchema.parse(JSON.parse(message.submission));
    return {
      from: settings.mailFrom,
      to: message.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      headers: { ...mail.headers, "Content-Language": mail.language },
    };
  }
  const submission = submissionSchema.parse(JSON.parse(message.submission));
  return contactMail(
    { id: message.id, recipient: message.recipient, receivedAt: new Date(message.created_at), submission },
    { from: settings.mailFrom, siteOrigin: settings.publicSiteOrigin },
  );
}

/** Sends one claimed message; false when the mail server could not be reached at all. */
async function deliver(message: Claimed, transport: MailTransport): Promise<boolean> {
  const { db } = await database();
  try {
    const prefix = message.kind === "staff" ? "staff" : "contact";
    await transport.send(mailOf(message), `${prefix}-${String(message.id).padStart(8, "0")}`);
    await db
      .updateTable("contact_outbox")
      .set({
        status: "sent",
        sent_at: Date.now(),
        ...UNCLAIMED,
        last_error: null,
        // A staff mail's one-time link is of no use to anyone once it has gone.
        ...(message.kind === "staff" ? { submission: "{}" } : {}),
      })
      .where("id", "=", message.id)
      .execute();
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const now = Date.now();
    // Sent again by staff, a message gets a whole new delivery window from that moment.
    if (now - (message.requeued_at ?? message.created_at) >= OUTBOX.giveUpAfterMs) {
      await db
        .updateTable("contact_outbox")
        .set({ status: "failed", ...UNCLAIMED, last_error: reason, failed_at: now })
        .where("id", "=", message.id)
        .execute();
      log.error(
        { messageId: message.id, recipient: message.recipient, reason },
        "contact message failed for good",
      );
      return !unreachable(error);
    }
    await db
      .updateTable("contact_outbox")
      .set({
        status: "pending",
        ...UNCLAIMED,
        last_error: reason,
        next_attempt_at: now + retryDelayMs(message.attempts),
      })
      .where("id", "=", message.id)
      .execute();
    return !unreachable(error);
  }
}

/** The background worker: delivers due messages now, then checks again every poll interval. */
function createWorker(transport: MailTransport) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // While the mail server is unreachable, new messages wait for the next retry instead of each failing at once.
  let pausedUntil = 0;

  async function drain() {
    do {
      again = false;
      const batch = await claimDue();
      const reached = await Promise.all(batch.map((message) => deliver(message, transport)));
      if (reached.includes(false)) {
        pausedUntil = Date.now() + OUTBOX.retryBaseMs;
        return;
      }
      if (batch.length === OUTBOX.batchSize) again = true;
    } while (again && !stopped);
  }

  function wake() {
    if (stopped || Date.now() < pausedUntil) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error(errorFields(error), "contact outbox"))
      .finally(() => {
        running = undefined;
      });
  }

  const polling = periodicJob("contact outbox", OUTBOX.pollMs, wake);
  const retention = periodicJob("contact retention", OUTBOX.retentionCheckMs, () =>
    deleteExpiredMessages(Date.now()),
  );
  polling.start();
  retention.start();
  return {
    wake,
    /** Lets deliveries in progress finish for up to `graceMs`, then hands back whatever is still claimed. */
    async stop(graceMs: number) {
      stopped = true;
      polling.stop();
      retention.stop();
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
      clearTimeout(timeout);
      await releaseClaims();
      transport.close();
    },
  };
}

let worker: ReturnType<typeof createWorker> | undefined;

/** Starts delivering: over SMTP_URL, or into DATA_DIR/mail/ as `.eml` files when no mail server is set. */
export function startOutbox(): void {
  if (worker) return;
  const { smtpUrl, dataDir } = config();
  worker = createWorker(smtpUrl ? smtpTransport(smtpUrl) : mailDropTransport(path.join(dataDir, "mail")));
}

/** Looks for due messages now rather than at the next poll (a message sent again by staff). */
export function wakeOutbox(): void {
  worker?.wake();
}

/**
 * Finishes the deliveries in progress (for up to `graceMs`), then stops; what is left waits in the outbox for
 * another instance or the next start.
 */
export async function stopOutbox(graceMs: number): Promise<void> {
  const stopping = worker?.stop(graceMs);
  worker = undefined;
  await stopping;
}

/** What is waiting to be delivered, for the health check: how many messages, and since when. */
export async function outboxBacklog(): Promise<{
  waiting: number;
  oldestCreatedAt: number | null;
  failed: number;
}> {
  const { db } = await database();
  const rows = await db
    .selectFrom("contact_outbox")
    .select((row) => ["status", row.fn.countAll<number>().as("count"), row.fn.min("created_at").as("oldest")])
    .where("status", "in", ["pending", "sending", "failed"])
    // A held message waits for staff, not for the mail server.
    .where("held_at", "is", null)
    .groupBy("status")
    .execute();
  const waiting = rows.filter((row) => row.status !== "failed");
  const oldest = waiting.map((row) => Number(row.oldest));
  return {
    waiting: waiting.reduce((sum, row) => sum + Number(row.count), 0),
    oldestCreatedAt: oldest.length > 0 ? Math.min(...oldest) : null,
    failed: Number(rows.find((row) => row.status === "failed")?.count ?? 0),
  };
}
