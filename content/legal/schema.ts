/** A run of text, or a link inside it. */
export type Inline = string | { text: string; href: string };

/** A paragraph is a line of inlines; a list is several. */
export type Block = { paragraph: Inline[] } | { list: Inline[][] };

export interface LegalSection {
  /** The section's anchor (`/privacy#contact-forms`), the same in every language. */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface LegalDocument {
  title: string;
  description: string;
  intro: Block[];
  sections: LegalSection[];
}

export const LEGAL_DOCUMENTS = ["privacy", "accessibility", "terms"] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/** Each legal text's public address. */
export const LEGAL_PATHS: Record<LegalDocumentName, string> = {
  privacy: "/privacy",
  accessibility: "/accessibility",
  terms: "/terms",
};

/**
 * A legal text as it is written, before the facts are put in: each text in the markup of `markup.ts`. A section
 * that says how the contact forms are guarded has a second body for when Google reCAPTCHA does it.
 */
export interface LegalTemplate {
  title: string;
  description: string;
  intro: string;
  sections: { id: string; heading: string; body: string; recaptchaBody?: string }[];
}

/** What the texts state that comes from configuration rather than from the words themselves. */
export interface LegalFacts {
  company: string;
  /** The head office's postal address, one line per entry. */
  address: string[];
  phone: string;
  /** When the head office answers, as the language writes it. */
  hours: string;
  generalEmail: string;
  accessibilityEmail: string;
  privacyOfficer: { title: string; name: string | undefined; email: string };
  /** CONTACT_RETENTION_DAYS and CONTACT_FAILED_RETENTION_DAYS, as the site applies them. */
  retention: { deliveredDays: number; failedDays: number };
  /** AUDIT_RETENTION_DAYS: how long the staff tools' audit log keeps who read or exported a message. */
  auditDays: number;
  /** ANALYTICS_RETENTION_MONTHS: how long the visit statistics' totals are kept. */
  analyticsMonths: number;
  /** Which bot check the contact forms use: Google reCAPTCHA v3 when its keys are set, otherwise our own. */
  botCheck: "recaptcha" | "altcha";
  staffCookie: string;
}

/** The day content/'s texts were last changed: each page's "Last updated" until the studio first publishes it. */
export const LEGAL_UPDATED = "2026-11-30";

/** The texts of one language, as content/ writes them: the studio's first revision of each. */
export type LegalTexts = Record<LegalDocumentName, LegalTemplate>;
