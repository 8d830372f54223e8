import type { MessageStatus, Submission } from "~/features/contact";
import { formatCompanyTime } from "~/lib/company-time";

/** The list shows this many characters of each message (cut at a word), enough to tell what it is about. */
export const EXCERPT_LENGTH = 140;

/** A stored message as the Messages pages show it: times already written out in Eastern time. */
export interface MessageView {
  id: number;
  received: string;
  recipient: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  sent: string | null;
  submission: Submission;
  /** The name of the brand whose form it came from, as published (retired brands too); null for the others. */
  brandName: string | null;
  /** The start of the message on one line, for the list. */
  excerpt: string;
  /** Marked handled: when (written out) and by whom; null while it is not. */
  handled: { at: string; by: string } | null;
}

/**
 * The start of a message as the list shows it: its lines joined, spaces collapsed, cut at the last word that
 * fits in `EXCERPT_LENGTH` characters, with an ellipsis when something was left out.
 */
export function messageExcerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Times are written on the server, once, so the page the browser hydrates shows exactly what the server
 * rendered (browsers' time-zone data and wording differ).
 */
export function messageView(
  message: Omit<MessageView, "received" | "sent" | "brandName" | "excerpt" | "handled"> & {
    receivedAt: number;
    sentAt: number | null;
    handled: { at: number; by: string } | null;
  },
  locale: string,
  brandNames: ReadonlyMap<string, string>,
): MessageView {
  const { receivedAt, sentAt, handled, ...rest } = message;
  const { brand } = message.submission;
  return {
    ...rest,
    brandName: (brand && brandNames.get(brand)) ?? null,
    received: formatCompanyTime(receivedAt, locale),
    sent: sentAt === null ? null : formatCompanyTime(sentAt, locale),
    excerpt: messageExcerpt(message.submission.message),
    handled: handled && { at: formatCompanyTime(handled.at, locale), by: handled.by },
  };
}
