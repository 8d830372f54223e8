import type { MessageStatus, Submission } from "~/features/contact";
import { formatCompanyTime } from "~/lib/company-time";

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
}

/**
 * Times are written on the server, once, so the page the browser hydrates shows exactly what the server
 * rendered (browsers' time-zone data and wording differ).
 */
export function messageView(
  message: Omit<MessageView, "received" | "sent" | "brandName"> & {
    receivedAt: number;
    sentAt: number | null;
  },
  locale: string,
  brandNames: ReadonlyMap<string, string>,
): MessageView {
  const { receivedAt, sentAt, ...rest } = message;
  const { brand } = message.submission;
  return {
    ...rest,
    brandName: (brand && brandNames.get(brand)) ?? null,
    received: formatCompanyTime(receivedAt, locale),
    sent: sentAt === null ? null : formatCompanyTime(sentAt, locale),
  };
}
