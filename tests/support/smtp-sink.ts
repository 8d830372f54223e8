import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** A header as sent (MIME encoded words left as they are). */
  header(name: string): string | undefined;
  /** The Subject as a mail reader shows it. */
  subject(): string | undefined;
  /** The plain-text part as a mail reader shows it. */
  text(): string;
  /** The HTML part as a mail reader gets it (markup and all). */
  html(): string;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes long or non-ASCII headers. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuoted(text.replaceAll("_", " ")),
    );
}

/** Quoted-printable: soft line breaks joined, `=XX` bytes decoded as UTF-8. */
function decodeQuoted(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/gi, (bytes) => Buffer.from(bytes.replaceAll("=", ""), "hex").toString("utf8"));
}

/** A `text/plain` or `text/html` part, decoded, with `\n` line breaks. */
function textPart(raw: string, subtype: "plain" | "html"): string {
  const part = raw.match(
    new RegExp(
      `Content-Type: text/${subtype}[^\\r\\n]*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*)\\r?\\n([\\s\\S]*?)\\r?\\n--`,
      "i",
    ),
  );
  const [, headers = "", body = ""] = part ?? [];
  const encoding = headers.match(/Content-Transfer-Encoding: ([\w-]+)/i)?.[1]?.toLowerCase();
  // nodemailer picks base64 over quoted-printable for a part that is mostly not ASCII.
  const text =
    encoding === "quoted-printable"
      ? decodeQuoted(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return text.replace(/\r\n/g, "\n");
}

/**
 * A real SMTP server on loopback that keeps what it receives; it can be stopped and started again.
 * With `acceptAfterMs`, each message waits that long before the server accepts it (its 250 reply), as a busy
 * mail server does; a message whose sender goes away before then was never accepted, so it is not kept.
 */
export function smtpSink(port: number, { acceptAfterMs = 0 } = {}) {
  let acceptAfter = acceptAfterMs;
  const received: ReceivedMail[] = [];
  const gone = new Set<string>();
  const state = { waiting: 0, abandoned: 0, holding: false };
  let server: SMTPServer | undefined;
  return {
    received,
    /** Messages read in full and not yet accepted, and those whose sender went away before acceptance. */
    state,
    /** From now on no message is accepted: each waits until its sender goes away. */
    hold: () => {
      state.holding = true;
    },
    /** From now on each message is accepted `ms` after it is read: a mail server that takes its time. */
    pace: (ms: number) => {
      acceptAfter = ms;
    },
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
              if (acceptAfter > 0) await new Promise((resolve) => setTimeout(resolve, acceptAfter));
              while (state.holding && !gone.has(session.id)) {
                await new Promise((resolve) => setTimeout(resolve, 20));
              }
              state.waiting--;
              if (gone.has(session.id)) {
                state.abandoned++;
                return;
              }
              const raw = Buffer.concat(chunks).toString("utf8");
              const [head = ""] = raw.split(/\r?\n\r?\n/);
              const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
              const header = (name: string) => unfolded.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1];
              received.push({
                to: session.envelope.rcptTo.map((address) => address.address),
                raw,
                header,
                subject: () => {
                  const subject = header("Subject");
                  return subject === undefined ? undefined : decodeHeader(subject);
                },
                text: () => textPart(raw, "plain"),
                html: () => textPart(raw, "html"),
              });
              callback();
            });
          },
        });
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server?.off("error", reject);
          // A sender that dies mid-session (an instance a test kills) resets its connection, which the
          // server reports as an error of its own: the test reads what was received, not how senders left.
          server?.on("error", () => {});
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    /** Lets the process end while the sink still listens: a sink shared by the whole process, never stopped. */
    unref: () => {
      server?.server.unref();
    },
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
