import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "~/lib/data-dir.server";

/** Where mail goes: the configured SMTP server, or `.eml` files a fresh install can open. */
export interface MailTransport {
  send(message: SendMailOptions, id: number): Promise<void>;
  close(): void;
}

// A hung mail server must not hold a message longer than its claim lasts.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS });
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/** One file per stored message, named by its id: a redelivery replaces the file rather than adding one. */
export function mailDropTransport(directory: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message, id) => {
      const { message: eml } = await transport.sendMail(message);
      if (!Buffer.isBuffer(eml)) throw new Error("The mail drop expected a buffered message");
      mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const file = path.join(directory, `contact-${String(id).padStart(8, "0")}.eml`);
      // A visitor's name, address and message: readable by the server's user only.
      writeFileSync(`${file}.tmp`, eml, { mode: PRIVATE_FILE_MODE });
      renameSync(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
