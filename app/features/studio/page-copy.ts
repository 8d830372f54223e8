import type { Translate } from "~/features/i18n";
import { LANGUAGES } from "~/lib/languages";
import { controlName, type TextShape } from "./brand-text";

/** What a text is in its section, by the last part of its key (or its list's name, for an item of a list). */
export const COPY_ROLES = {
  title: "title",
  description: "description",
  eyebrow: "eyebrow",
  heading: "heading",
  intro: "intro",
  body: "body",
  first: "first",
  second: "second",
  notify: "body",
  cta: "button",
  contactUs: "button",
  contact: "button",
  comingSoon: "badge",
  explore: "link",
  readMore: "link",
  more: "link",
  link: "link",
  contactLabel: "spokenButton",
  imageAlt: "imageAlt",
  value: "figure",
  label: "figureLabel",
  sneakPeek: "heading",
  previews: "listLabel",
  recaptchaBody: "recaptchaBody",
} as const;
/** `ownCheckBody`: a legal section's text when the site's own check guards the forms, beside `recaptchaBody`. */
export type CopyRole = (typeof COPY_ROLES)[keyof typeof COPY_ROLES] | "pageTitle" | "point" | "ownCheckBody";

/**
 * What each section of a page is there for, by the last part of its key (`home.hero` → `hero`): the studio
 * names a section so, whatever its text says now (`studio.pages.sections.*`).
 */
export const SECTION_ROLES = [
  "hero",
  "strip",
  "promo",
  "grid",
  "banner",
  "whatWeDo",
  "facility",
  "history",
  "services",
  "vision",
  "area",
  "turnaround",
  "since",
  "promise",
  "receiving",
  "storage",
  "picking",
  "replenishment",
  "compliance",
  "direct",
  "fulfillment",
  "dropship",
  "sales",
  "marketing",
  "ecommerce",
  "ordering",
  "inventory",
  "catalog",
  "checkout",
  "orderToday",
  "representative",
  "edi",
  "email",
  "phone",
  "summary",
  "contactForms",
  "notifyMe",
  "tradeAccounts",
  "whereItGoes",
  "retention",
  "visitStatistics",
  "cookies",
  "spamProtection",
  "security",
  "yourRights",
  "privacyOfficer",
  "changes",
  "knownLimits",
  "feedback",
  "otherFormats",
  "purpose",
  "intellectualProperty",
  "acceptableUse",
  "links",
  "liability",
  "privacy",
  "law",
] as const;
export type SectionRole = (typeof SECTION_ROLES)[number];
const SECTION_ROLE_SET: ReadonlySet<string> = new Set(SECTION_ROLES);
export const isSectionRole = (part: string): part is SectionRole => SECTION_ROLE_SET.has(part);

/** A page's editor, section by section: each section named as it reads, each text by what it is in it. */
export interface CopySection {
  legend: string;
  texts: { field: string; role: CopyRole; limit: number; shape: TextShape; mayMatchEnglish: boolean }[];
}

/**
 * A required fact's pseudo-control (`fr.privacy.facts.deliveredDays`): where publishing names a legal page's
 * text that no longer states it.
 */
export const factControlName = (language: string, page: string, fact: string) =>
  `${language}.${page}.facts.${fact}`;

/** The required facts' pseudo-controls as a person reads them: "{deliveredDays} (French)". */
export function factLabels(page: string, facts: readonly string[], t: Translate): Record<string, string> {
  return Object.fromEntries(
    facts.flatMap((fact) =>
      LANGUAGES.map((language) => [
        factControlName(language, page, fact),
        t("studio.fieldInLanguage", {
          field: t("studio.legal.requiredFact", { fact: `{${fact}}` }),
          language: t(`studio.languages.${language}`),
        }),
      ]),
    ),
  );
}

/** Each text's name for a person, by its controls' names (`fr.about.heading`): its section and what it is. */
export function copyLabels(sections: readonly CopySection[], t: Translate): Record<string, string> {
  return Object.fromEntries(
    sections.flatMap((section) =>
      section.texts.flatMap((text) =>
        LANGUAGES.map((language) => [
          controlName(language, text.field),
          t("studio.fieldInLanguage", {
            field: t("studio.pages.textLabel", {
              section: section.legend,
              role: t(`studio.pages.roles.${text.role}`),
            }),
            language: t(`studio.languages.${language}`),
          }),
        ]),
      ),
    ),
  );
}
