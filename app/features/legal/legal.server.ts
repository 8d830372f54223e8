import { LEGAL_TEXTS } from "@content/legal/index";
import {
  LEGAL_UPDATED,
  type LegalDocument,
  type LegalDocumentName,
  type LegalFacts,
} from "@content/legal/schema";
import { legalDocumentOf, legalFactTexts, publishedTemplate } from "@content/legal/template";
import { withUpdated } from "@content/pages/schema";
import { SITE } from "@content/site";
import type { RouterContextProvider } from "react-router";
import { pageCopyNow, stringsFor } from "~/features/i18n/index.server";
import { companyFactsNow, publishedNow } from "~/features/live-content/index.server";
import { companyView, displayPhone } from "~/lib/company-contact";
import { companyDay } from "~/lib/company-time";
import { ANALYTICS_RETENTION_DEFAULT_MONTHS, config } from "~/lib/config.server";
import { NO_BREAK_SPACE, typesetFrenchStrings } from "~/lib/french-typography";
import { dateTimeFormat } from "~/lib/intl-formats";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";
import { pageSeo } from "~/lib/seo.server";
import { LEGAL_PAGE_STRINGS } from "./strings";

/**
 * The facts the texts state, from the company's published facts and the site's configuration: the retention
 * periods are the very settings the outbox applies, and the spam-protection section follows the configured bot
 * check.
 */
function legalFacts(language: Language, staffCookie: string): LegalFacts {
  const settings = config();
  const facts = companyFactsNow();
  const view = companyView(facts, language);
  return {
    company: SITE.name,
    address: view.addressLines,
    phone: displayPhone(facts.phone),
    hours: view.hours,
    generalEmail: facts.emails.general,
    accessibilityEmail: facts.emails.accessibility,
    privacyOfficer: {
      title: SITE.privacyOfficer.title[language],
      name: settings.privacyOfficer.name,
      email: settings.privacyOfficer.email,
    },
    retention: settings.contactRetention,
    auditDays: settings.auditRetentionDays,
    analyticsMonths: settings.analytics?.retentionMonths ?? ANALYTICS_RETENTION_DEFAULT_MONTHS,
    botCheck: settings.recaptcha ? "recaptcha" : "altcha",
    staffCookie,
  };
}

/**
 * Each fact a legal text may name, as this site states it now in `language`: what the studio shows beside the
 * texts it edits.
 */
export function legalFactsNow(language: Language, staffCookie: string) {
  return legalFactTexts(legalFacts(language, staffCookie));
}

/**
 * A legal text in one language with the facts it states; French set as French typography asks. `published`:
 * its texts as the studio published them (or a draft, in a preview), else content/'s.
 */
export function legalDocument(
  language: Language,
  name: LegalDocumentName,
  facts: LegalFacts,
  published?: Readonly<Record<string, string>>,
): LegalDocument {
  const document = legalDocumentOf(publishedTemplate(name, LEGAL_TEXTS[language][name], published), facts);
  return language === "fr" ? typesetFrenchStrings(document) : document;
}

/**
 * The day a legal page's texts last changed: the published revision's stamp, or content/'s day before any
 * publication; in a draft's preview, the day a publication now would stamp.
 */
function updatedDay(name: LegalDocumentName, shown: ReturnType<typeof pageCopyNow>): string {
  if (!shown) return LEGAL_UPDATED;
  if (!shown.preview) return shown.copy.updated ?? LEGAL_UPDATED;
  const live = publishedNow()?.pages.get(name)?.published;
  return withUpdated(shown.copy, live, companyDay(Date.now())).updated ?? LEGAL_UPDATED;
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
  const shown = pageCopyNow(context, name);
  const document = legalDocument(
    language,
    name,
    legalFacts(language, staffCookie),
    shown?.copy.copy[language],
  );
  // The day, month and year stay on one line.
  const updated = dateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: "long",
    timeZone: "UTC",
  })
    .format(new Date(updatedDay(name, shown)))
    .replaceAll(" ", NO_BREAK_SPACE);
  return {
    seo: pageSeo(context, request, { title: document.title, description: document.description }),
    strings: stringsFor(context, LEGAL_PAGE_STRINGS),
    document,
    updated,
  };
}
