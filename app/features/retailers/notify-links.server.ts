import { storeVisitorMail } from "~/features/contact/index.server";
import { companyFactsNow } from "~/features/live-content/index.server";
import { config } from "~/lib/config.server";
import { languageUrl } from "~/lib/seo";
import { NOTIFY, notifyUnsubscribePath } from "./constants";
import { confirmAddress, type ListedAddress, listedByUnsubscribeToken } from "./notify-list.server";
import { welcomeMail } from "./notify-mails.server";
import { unsubscribeToken } from "./notify-tokens.server";

/** A listed address's own unsubscribe link, in its language: for its mails and for staff's export. */
export function unsubscribeLinkOf(listed: ListedAddress): string {
  const token = unsubscribeToken(listed.id, listed.email, listed.confirmedAt);
  return languageUrl(config().publicSiteOrigin, notifyUnsubscribePath(token), listed.language);
}

/**
 * The confirmation page's button: the address goes on the list and gets its welcome mail, which carries the
 * one-click unsubscribe every later mail carries too.
 */
export async function confirmNotifyLink(token: string): Promise<"confirmed" | "unknown" | "expired"> {
  const outcome = await confirmAddress(token, Date.now());
  if (outcome.state !== "confirmed") return outcome.state;
  const { listed } = outcome;
  const b2bLink = languageUrl(config().publicSiteOrigin, NOTIFY.page, listed.language);
  await storeVisitorMail(
    listed.email,
    welcomeMail({ unsubscribeLink: unsubscribeLinkOf(listed), b2bLink }, listed.language, companyFactsNow()),
  );
  return "confirmed";
}

/** The address an unsubscribe link names, as its page shows it; undefined for a link that names none. */
export async function unsubscribeLinkAddress(token: string): Promise<string | undefined> {
  return (await listedByUnsubscribeToken(token))?.email;
}
