import { brandManagerAddress, brandManagerAddresses } from "~/features/brands/index.server";
import { config } from "~/lib/config.server";
import type { Language } from "~/lib/languages";
import type { ContactRequest } from "./schema";

/**
 * The address a message goes to, or undefined when the request names one we do not know. Only configured
 * department addresses and brand managers from content qualify: the form is never an open relay.
 */
export async function resolveRecipient(
  request: Pick<ContactRequest, "recipient" | "brand" | "recipientEmail">,
  language: Language,
): Promise<string | undefined> {
  if (request.recipient) return config().contactRecipients[request.recipient];
  if (request.brand) return brandManagerAddress(request.brand, language);
  const address = request.recipientEmail?.toLowerCase();
  return address && (await brandManagerAddresses()).has(address) ? address : undefined;
}
