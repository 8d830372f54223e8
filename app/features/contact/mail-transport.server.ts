import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "~/lib/data-dir.server";

/** Where mail goes: the configured SMTP server, or `.eml` files a fresh install can open. */
export interface MailTransport {
  /** `name` tells stored messages apart (`contact-00000042`): the mail drop's file name. */
  send(message: SendMailOptions, name: string): Promise<void>;
  close(): void;
}

// A hung mail server must not hold a message longer than its claim lasts.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer is loaded with the first message, not at start-up: most of a site's life has no mail to send,
 * and the idle server's memory is a budget.
 */
function lazily<T extends { close(): void }>(make: (nodemailer: typeof import("nodemailer")) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => {
      made ??= import("nodemailer").then(make);
      return made;
    },
    close: () => void made?.then((transport) => transport.close()),
  };
}

export function smtpTransport(url: string): MailTransport {
  const transport = lazily((nodemailer) =>
    nodemailer.createTransport({ url, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS }),
  );
  return {
    send: async (message) => {
      await (await transport.get()).sendMail(message);
    },
    close: transport.close,
  };
}

/** One file per stored message, named by its kind and id: a redelivery replaces the file rather than adding one. */
export function mailDropTransport(directory: string): MailTransport {
  const transport = lazily((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    send: async (message, name) => {
      const { message: eml } = await (await transport.get()).sendMail(message);
      if (!Buffer.isBuffer(eml)) throw new Error("The mail drop expected a buffered message");
      mkdirSync(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const file = path.join(directory, `${name}.eml`);
      // A visitor's name, address and message, or a one-time link: readable by the server's user only.
      writeFileSync(`${file}.tmp`, eml, { mode: PRIVATE_FILE_MODE });
      renameSync(`${file}.tmp`, file);
    },
    close: transport.close,
  };
}
