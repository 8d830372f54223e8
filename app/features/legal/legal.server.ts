import { LEGAL_TEXTS } from "@content/legal/index";
import type { LegalDocument, LegalDocumentName, LegalFacts } from "@content/legal/schema";
import { SITE } from "@content/site";
import type { Language } from "~/features/i18n/languages";
import { config } from "~/lib/config.server";

/**
 * The facts the texts state, from the site's content and its configuration: the retention periods are the
 * very settings the outbox applies, and the spam-protection section follows the configured bot check.
 */
function legalFacts(language: Language, staffCookie: string): LegalFacts {
  const settings = config();
  const { address } = SITE;
  return {
    company: SITE.name,
    // French writes the province in parentheses: "Oakville (Ontario) L6H 0A1".
    address: [
      address.street,
      language === "fr"
        ? `${address.locality} (${address.region}) ${address.postalCode}`
        : `${address.locality}, ${address.region} ${address.postalCode}`,
      address.country,
    ],
    phone: SITE.phone.replace(/^\+1-/, ""),
    generalEmail: SITE.contactAddresses.general,
    accessibilityEmail: SITE.accessibilityEmail,
    privacyOfficer: {
      title: SITE.privacyOfficer.title[language],
      name: settings.privacyOfficer.name,
      email: settings.privacyOfficer.email,
    },
    retention: settings.contactRetention,
    botCheck: settings.recaptcha ? "recaptcha" : "altcha",
    staffCookie,
  };
}

/** `staffCookie`: the staff session cookie's name as this server sets it (the tools feature owns it). */
export function legalDocument(
  name: LegalDocumentName,
  language: Language,
  staffCookie: string,
): LegalDocument {
  return LEGAL_TEXTS[language][name](legalFacts(language, staffCookie));
}
