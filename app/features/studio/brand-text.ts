import {
  BRAND_IMAGE_SLOTS,
  BRAND_TEXT_FIELDS,
  BRAND_TEXT_LIMITS,
  type BrandImageAlt,
  type BrandTextField,
} from "@content/brands/fields";
import type { PublishedBrand } from "@content/brands/schema";
import { brandText } from "@content/brands/text-fields";
import type { Language } from "~/lib/languages";
import { readsTheSame } from "~/lib/text-rules";

export { BRAND_TEXT_FIELDS, type BrandImageAlt, type BrandTextField };

/** What each image slot's uploaded image shows, in each language: a text of the editor's images panel. */
export const IMAGE_ALT_FIELDS: readonly BrandImageAlt[] = Object.values(BRAND_IMAGE_SLOTS).map(
  ({ alt }) => alt,
);

/**
 * How a text is edited: one line, a few lines, paragraphs separated by an empty line, or a legal page's section
 * (paragraphs, lists, links and facts, decision 229) in a tall box.
 */
export type TextShape = "line" | "text" | "paragraphs" | "markup";

/** A text the studio edits in both languages, by its field (a brand's `description`, a page's key). */
export interface TextSpec {
  field: string;
  shape: TextShape;
  /** Characters at most (each paragraph's, for paragraphs). */
  limit: number;
  /** A French text that may be the English one (a name): the editor offers to say so. */
  mayMatchEnglish: boolean;
}

export interface BrandTextSpec extends TextSpec {
  field: BrandTextField;
}

/** The brand's texts in the order the studio shows them, with how each is edited. */
export const BRAND_TEXTS: readonly BrandTextSpec[] = [
  { field: "name", shape: "line", limit: BRAND_TEXT_LIMITS.name, mayMatchEnglish: true },
  { field: "description", shape: "text", limit: BRAND_TEXT_LIMITS.description, mayMatchEnglish: false },
  { field: "buttonText", shape: "line", limit: BRAND_TEXT_LIMITS.buttonText, mayMatchEnglish: true },
  { field: "section1Heading", shape: "line", limit: BRAND_TEXT_LIMITS.heading, mayMatchEnglish: true },
  {
    field: "section1Paragraphs",
    shape: "paragraphs",
    limit: BRAND_TEXT_LIMITS.paragraph,
    mayMatchEnglish: false,
  },
  { field: "section2Heading", shape: "line", limit: BRAND_TEXT_LIMITS.heading, mayMatchEnglish: true },
  {
    field: "section2Paragraphs",
    shape: "paragraphs",
    limit: BRAND_TEXT_LIMITS.paragraph,
    mayMatchEnglish: false,
  },
  { field: "contact.heading", shape: "line", limit: BRAND_TEXT_LIMITS.contactHeading, mayMatchEnglish: true },
  {
    field: "contact.description",
    shape: "text",
    limit: BRAND_TEXT_LIMITS.contactDescription,
    mayMatchEnglish: false,
  },
  { field: "contact.submitText", shape: "line", limit: BRAND_TEXT_LIMITS.submitText, mayMatchEnglish: true },
];

/** The paragraphs of an edited text: split at empty lines, each trimmed, empty ones dropped. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The name a text's form control carries: `fr.contact.heading`. */
export function controlName(language: Language, field: string): string {
  return `${language}.${field}`;
}

/** Where a French text is missing or is still the English one, which publishing refuses (Bill 96). */
export interface FrenchGap {
  field: BrandTextField | BrandImageAlt;
  problem: "empty" | "sameAsEnglish";
}

/**
 * The French gate: every French text a visitor reads is there and is French, not the English left in place,
 * except the texts marked as the same in both languages (a brand's name). Publishing is refused while any
 * gap remains, so the French site is never behind the English one.
 */
export function frenchGaps(published: PublishedBrand): FrenchGap[] {
  const same = new Set(published.sameInBothLanguages);
  const { en, fr } = published.brand;
  const texts = BRAND_TEXT_FIELDS.flatMap((field): FrenchGap[] => {
    const french = brandText(fr, field).trim();
    if (!french) return [{ field, problem: "empty" }];
    return readsTheSame(french, brandText(en, field)) && !same.has(field)
      ? [{ field, problem: "sameAsEnglish" }]
      : [];
  });
  // An image's description is there in French whenever it is in English, and is French.
  const descriptions = IMAGE_ALT_FIELDS.flatMap((field): FrenchGap[] => {
    const english = en[field]?.trim();
    const french = fr[field]?.trim();
    if (!english) return [];
    if (!french) return [{ field, problem: "empty" }];
    return readsTheSame(french, english) ? [{ field, problem: "sameAsEnglish" }] : [];
  });
  return [...texts, ...descriptions];
}

/** What the editor shows of a language besides its texts: the brand's site and its manager's address. */
export const BRAND_SETTINGS = ["website", "contact.email"] as const;
export type BrandSetting = (typeof BRAND_SETTINGS)[number];

/** Everything the editor edits, by control name (`fr.description`, `en.website`), as the controls hold it. */
export function brandFormValues(published: PublishedBrand): Record<string, string> {
  return Object.fromEntries(
    (["en", "fr"] as const).flatMap((language) => {
      const content = published.brand[language];
      return [
        ...BRAND_TEXT_FIELDS.map((field) => [controlName(language, field), brandText(content, field)]),
        [`${language}.website`, content.website ?? ""],
        [`${language}.contact.email`, content.contact.email],
        ...IMAGE_ALT_FIELDS.map((field) => [`${language}.${field}`, content[field] ?? ""]),
      ];
    }),
  );
}

/** The controls whose values differ between two versions of a brand, in the editor's order. */
export function changedValues(
  from: PublishedBrand,
  to: PublishedBrand,
): { name: string; before: string; after: string }[] {
  const before = brandFormValues(from);
  const after = brandFormValues(to);
  return Object.keys(after).flatMap((name) =>
    before[name] === after[name] ? [] : [{ name, before: before[name] ?? "", after: after[name] ?? "" }],
  );
}
