import path from "node:path";
import { config } from "~/lib/config.server";
import { database } from "~/lib/db.server";
import { OUTBOX } from "./constants";
import { contactMail } from "./mail.server";
import { type MailTransport, mailDropTransport, smtpTransport } from "./mail-transport.server";
import { retryDelayMs } from "./retry-schedule";
import { type Submission, submissionSchema } from "./submission";

/** Stores a message for delivery. Once this resolves the message is safe, whatever the mail server does. */
export async function storeMessage(recipient: string, submission: Submission): Promise<number> {
  const db = await database();
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO contact_outbox (recipient, submission) VALUES ($1, $2) RETURNING id",
    [recipient, JSON.stringify(submission)],
  );
  if (!row) throw new Error("The outbox did not return the stored message");
  worker?.wake();
  return row.id;
}

type Claimed = {
  id: number;
  recipient: string;
  submission: unknown;
  attempts: number;
  created_at: Date;
};

/**
 * Claims due messages for this process. SKIP LOCKED keeps two processes from claiming the same row;
 * the claim expires, so a message claimed by a process that died is delivered by another.
 */
async function claimDue(): Promise<Claimed[]> {
  const db = await database();
  return db.query<Claimed>(
    `UPDATE contact_outbox SET status = 'sending', attempts = attempts + 1,
       claimed_until = now() + make_interval(secs => $1 / 1000.0)
     WHERE id IN (
       SELECT id FROM contact_outbox
       WHERE (status = 'pending' AND next_attempt_at <= now()) OR (status = 'sending' AND claimed_until < now())
       ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING id, recipient, submission, attempts, created_at`,
    [OUTBOX.claimMs, OUTBOX.batchSize],
  );
}

/** nodemailer's codes for "the mail server could not be reached", as opposed to "it refused this message". */
const UNREACHABLE = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED"]);

function unreachable(error: unknown): boolean {
  return (
    error instanceof Error && "code" in error && typeof error.code === "string" && UNREACHABLE.has(error.code)
  );
}

/** Sends one claimed message; false when the mail server could not be reached at all. */
async function deliver(message: Claimed, transport: MailTransport): Promise<boolean> {
  const db = await database();
  const settings = config();
  try {
    const submission = submissionSchema.parse(message.submission);
    const receivedAt = new Date(message.created_at);
    const mail = contactMail(
      { id: message.id, recipient: message.recipient, receivedAt, submission },
      { from: settings.mailFrom, siteHost: new URL(settings.publicSiteOrigin).hostname },
    );
    await transport.send(mail, message.id);
    await db.query(
      "UPDATE contact_outbox SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1",
      [message.id],
    );
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const age = Date.now() - new Date(message.created_at).getTime();
    if (age >= OUTBOX.giveUpAfterMs) {
      await db.query(
        "UPDATE contact_outbox SET status = 'failed', claimed_until = NULL, last_error = $2 WHERE id = $1",
        [message.id, reason],
      );
      console.error(`Contact message ${message.id} to ${message.recipient} failed for good: ${reason}`);
      return !unreachable(error);
    }
    await db.query(
      `UPDATE contact_outbox SET status = 'pending', claimed_until = NULL, last_error = $2,
         next_attempt_at = now() + make_interval(secs => $3 / 1000.0) WHERE id = $1`,
      [message.id, reason, retryDelayMs(message.attempts)],
    );
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
      .catch((error: unknown) => console.error("Contact outbox:", error))
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(wake, OUTBOX.pollMs);
  timer.unref();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
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

/** Finishes the deliveries in progress, then stops; what is left waits in the outbox for the next start. */
export async function stopOutbox(): Promise<void> {
  const stopping = worker?.stop();
  worker = undefined;
  await stopping;
}
