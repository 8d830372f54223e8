import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  header(name: string): string | undefined;
}

/**
 * A real SMTP server on loopback that keeps what it receives; it can be stopped and started again.
 * With `acceptAfterMs`, each message waits that long before the server accepts it (its 250 reply), as a busy
 * mail server does; a message whose sender goes away before then was never accepted, so it is not kept.
 */
export function smtpSink(port: number, { acceptAfterMs = 0 } = {}) {
  const received: ReceivedMail[] = [];
  const gone = new Set<string>();
  const state = { waiting: 0, abandoned: 0 };
  let server: SMTPServer | undefined;
  return {
    received,
    /** Messages read in full and not yet accepted, and those whose sender went away before acceptance. */
    state,
    url: `smtp://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ["STARTTLS", "AUTH"],
          closeTimeout: 200,
          logger: false,
          onClose(session) {
            gone.add(session.id);
          },
          onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", async () => {
              state.waiting++;
              if (acceptAfterMs > 0) await new Promise((resolve) => setTimeout(resolve, acceptAfterMs));
              state.waiting--;
              if (gone.has(session.id)) {
                state.abandoned++;
                return;
              }
              const raw = Buffer.concat(chunks).toString("utf8");
              const [head = ""] = raw.split(/\r?\n\r?\n/);
              const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
              received.push({
                to: session.envelope.rcptTo.map((address) => address.address),
                raw,
                header: (name) => unfolded.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1],
              });
              callback();
            });
          },
        });
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => resolve());
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
  };
}

/** Waits until `check` holds, polling every `intervalMs`; fails with `what` after `timeoutMs`. */
export async function eventually(
  check: () => boolean,
  what: string,
  timeoutMs = 20_000,
  intervalMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
