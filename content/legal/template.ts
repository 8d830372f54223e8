import { type FactValues, factsNamed, type LegalFactName, markupBlocks, withFacts } from "./markup";
import type { LegalDocument, LegalDocumentName, LegalFacts, LegalTemplate } from "./schema";

/**
 * The longest each part of a legal text may be, in characters: a browser tab's title and a search result's
 * description stay within what those show; a section has room for today's longest several times over.
 */
export const LEGAL_LIMITS = { title: 80, description: 220, heading: 120, intro: 2000, body: 8000 } as const;

/**
 * The facts a legal text must keep stating, in both languages, for the site to do what it says: how long
 * messages and the audit log are kept, the staff cookie's name, where privacy and accessibility requests go.
 */
export const LEGAL_REQUIRED_FACTS: Record<LegalDocumentName, readonly LegalFactName[]> = {
  privacy: [
    "deliveredDays",
    "failedDays",
    "auditDays",
    "analyticsMonths",
    "staffCookie",
    "privacyOfficerEmail",
  ],
  accessibility: ["accessibilityEmail"],
  terms: [],
};

/** A section's anchor as a part of its texts' keys: `contact-forms` → `contactForms`. */
const keyPart = (id: string) => id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Each text of a legal page by its key (`privacy.contactForms.body`), as the studio edits and publishes it
 * among the pages' copy (decision 229), with the longest it may be.
 */
export function legalTextKeys(
  name: LegalDocumentName,
  template: LegalTemplate,
): { key: string; limit: number }[] {
  return [
    { key: `${name}.title`, limit: LEGAL_LIMITS.title },
    { key: `${name}.description`, limit: LEGAL_LIMITS.description },
    { key: `${name}.intro`, limit: LEGAL_LIMITS.intro },
    ...template.sections.flatMap((section) => {
      const base = `${name}.${keyPart(section.id)}`;
      return [
        { key: `${base}.heading`, limit: LEGAL_LIMITS.heading },
        { key: `${base}.body`, limit: LEGAL_LIMITS.body },
        ...(section.recaptchaBody === undefined
          ? []
          : [{ key: `${base}.recaptchaBody`, limit: LEGAL_LIMITS.body }]),
      ];
    }),
  ];
}

/** A legal page's texts by key, as `legalTextKeys` names them. */
export function legalTexts(name: LegalDocumentName, template: LegalTemplate): Record<string, string> {
  const texts: Record<string, string> = {
    [`${name}.title`]: template.title,
    [`${name}.description`]: template.description,
    [`${name}.intro`]: template.intro,
  };
  for (const section of template.sections) {
    const base = `${name}.${keyPart(section.id)}`;
    texts[`${base}.heading`] = section.heading;
    texts[`${base}.body`] = section.body;
    if (section.recaptchaBody !== undefined) texts[`${base}.recaptchaBody`] = section.recaptchaBody;
  }
  return texts;
}

/**
 * The legal page as published: content/'s template with each text staff published in its place. Its sections
 * are content/'s, so their anchors never move; a key it no longer has is left out.
 */
export function publishedTemplate(
  name: LegalDocumentName,
  seed: LegalTemplate,
  published: Readonly<Record<string, string>> | undefined,
): LegalTemplate {
  if (!published) return seed;
  const text = (key: string, fallback: string) => published[`${name}.${key}`] ?? fallback;
  return {
    title: text("title", seed.title),
    description: text("description", seed.description),
    intro: text("intro", seed.intro),
    sections: seed.sections.map((section) => {
      const base = keyPart(section.id);
      return {
        id: section.id,
        heading: text(`${base}.heading`, section.heading),
        body: text(`${base}.body`, section.body),
        ...(section.recaptchaBody === undefined
          ? {}
          : { recaptchaBody: text(`${base}.recaptchaBody`, section.recaptchaBody) }),
      };
    }),
  };
}

/** The required facts a legal page's texts in one language no longer name. */
export function missingFacts(
  name: LegalDocumentName,
  texts: Readonly<Record<string, string>>,
): LegalFactName[] {
  const named = new Set(Object.values(texts).flatMap((text) => [...factsNamed(text)]));
  return LEGAL_REQUIRED_FACTS[name].filter((fact) => !named.has(fact));
}

/** Each fact's value as the texts show it (the address on one line). */
export function legalFactTexts(facts: LegalFacts): Record<LegalFactName, string> {
  return factValues(facts).text;
}

function factValues(facts: LegalFacts): FactValues {
  const officer = facts.privacyOfficer;
  return {
    text: {
      company: facts.company,
      address: facts.address.join(", "),
      addressLines: facts.address.join(", "),
      phone: facts.phone,
      hours: facts.hours,
      generalEmail: facts.generalEmail,
      accessibilityEmail: facts.accessibilityEmail,
      privacyOfficer: officer.name ? `${officer.name}, ${officer.title}` : officer.title,
      privacyOfficerEmail: officer.email,
      deliveredDays: String(facts.retention.deliveredDays),
      failedDays: String(facts.retention.failedDays),
      auditDays: String(facts.auditDays),
      analyticsMonths: String(facts.analyticsMonths),
      staffCookie: facts.staffCookie,
    },
    addressLines: facts.address,
  };
}

/** A legal page as visitors read it: its texts with the facts in, the bot check's own section as configured. */
export function legalDocumentOf(template: LegalTemplate, facts: LegalFacts): LegalDocument {
  const values = factValues(facts);
  return {
    title: withFacts(template.title, values),
    description: withFacts(template.description, values),
    intro: markupBlocks(template.intro, values),
    sections: template.sections.map((section) => ({
      id: section.id,
      heading: withFacts(section.heading, values),
      blocks: markupBlocks(
        facts.botCheck === "recaptcha" && section.recaptchaBody !== undefined
          ? section.recaptchaBody
          : section.body,
        values,
      ),
    })),
  };
}
