import { JSDOM } from "jsdom";
import { createTransport, type SendMailOptions } from "nodemailer";

/** A name as someone hostile types it: every character markup gives a meaning to, and an attribute of its own. */
export const HOSTILE_NAME = `Dockers" onload="alert(1)" 'x' <b>&amp; & Co`;

/** The hostile name with a header of its own after a line break, for one-line fields such as a mail's subject. */
export const HOSTILE_LINE = `${HOSTILE_NAME}\r\nBcc: victim@example.com`;

const { DOMParser } = new JSDOM("").window;

/** An XML or SVG document as a strict parser reads it; throws with the parser's complaint when it is not well formed. */
export function parsedXml(
  text: string,
  type: "application/xml" | "image/svg+xml" = "application/xml",
): Document {
  const document = new DOMParser().parseFromString(text, type);
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as the mail library writes non-ASCII headers. */
function decodedHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replaceAll("_", " ").replace(/=([0-9A-F]{2})/gi, (_escape, hex: string) => `%${hex}`),
            "latin1",
          )
            .toString()
            .replace(/(%[0-9A-F]{2})+/gi, (bytes) => decodeURIComponent(bytes)),
    );
}

/** A mail's headers as the mail library writes them, each `[name, value]`, unfolded and decoded. */
export async function mailHeaders(mail: SendMailOptions): Promise<[string, string][]> {
  const { message } = await createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  }).sendMail(mail);
  if (!Buffer.isBuffer(message)) throw new Error("expected a buffered message");
  const [head = ""] = message.toString("utf8").split("\n\n");
  return head
    .replace(/\n[ \t]+/g, " ")
    .split("\n")
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), decodedHeader(line.slice(colon + 1).trim())];
    });
}
