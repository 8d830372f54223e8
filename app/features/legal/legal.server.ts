import { LEGAL_TEXTS } from "@content/legal/index";
import {
  LEGAL_UPDATED,
  type LegalDocument,
  type LegalDocumentName,
  type LegalFacts,
} from "@content/legal/schema";
import { SITE } from "@content/site";
import type { RouterContextProvider } from "react-router";
import { stringsFor } from "~/features/i18n/index.server";
import { companyFactsNow } from "~/features/live-content/index.server";
import { companyView, displayPhone } from "~/lib/company-contact";
import { config } from "~/lib/config.server";
import { NO_BREAK_SPACE, typesetFrenchStrings } from "~/lib/french-typography";
import { dateTimeFormat } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";
import { pageSeo } from "~/lib/seo.server";
import { LEGAL_PAGE_STRINGS } from "./strings";

/**
 * The facts the texts state, from the site's content and its configuration: the retention periods are the
 * very settings the outbox applies, and the spam-protection section follows the configured bot check.
 */
function legalFacts(language: Language, staffCookie: string): LegalFacts {
  const settings = config();
  const facts = companyFactsNow();
  return {
    company: SITE.name,
    address: companyView(facts, language).addressLines,
    phone: displayPhone(facts.phone),
    generalEmail: facts.emails.general,
    accessibilityEmail: facts.emails.accessibility,
    privacyOfficer: {
      title: SITE.privacyOfficer.title[language],
      name: settings.privacyOfficer.name,
      email: settings.privacyOfficer.email,
    },
    retention: settings.contactRetention,
    auditDays: settings.auditRetentionDays,
    botCheck: settings.recaptcha ? "recaptcha" : "altcha",
    staffCookie,
  };
}

/** A legal text in one language with the facts it states; French set as French typography asks. */
export function legalDocument(language: Language, name: LegalDocumentName, facts: LegalFacts): LegalDocument {
  const document = LEGAL_TEXTS[language][name](facts);
  return language === "fr" ? typesetFrenchStrings(document) : document;
}

/**
 * A legal page's loader data in the request's language. `staffCookie`: the staff session cookie's name as
 * this server sets it (the tools feature owns it; the route passes it in).
 */
export function legalPageData(
  name: LegalDocumentName,
  {
    context,
    request,
    staffCookie,
  }: { context: Readonly<RouterContextProvider>; request: Request; staffCookie: string },
) {
  const language = context.get(languageContext);
  const document = legalDocument(language, name, legalFacts(language, staffCookie));
  // The day, month and year stay on one line.
  const updated = dateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: "long",
    timeZone: "UTC",
  })
    .format(new Date(LEGAL_UPDATED))
    .replaceAll(" ", NO_BREAK_SPACE);
  return {
    seo: pageSeo(context, request, { title: document.title, description: document.description }),
    strings: stringsFor(context, LEGAL_PAGE_STRINGS),
    document,
    updated,
  };
}
