import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  header(name: string): string | undefined;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and started again. */
export function smtpSink(port: number) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ["STARTTLS", "AUTH"],
          closeTimeout: 200,
          logger: false,
          onData(stream, session, callback) {
            const chunks: Buffer[] = [];
            stream.on("data", (chunk: Buffer) => chunks.push(chunk));
            stream.on("end", () => {
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

/** Waits until `check` holds, polling; fails with `what` after `timeoutMs`. */
export async function eventually(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
