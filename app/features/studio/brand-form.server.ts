import { type PublishedBrand, publishedBrandSchema } from "@content/brands/schema";
import type { z } from "zod";
import { LANGUAGES } from "~/lib/languages";
import { lookFromForm } from "./brand-look";
import {
  BRAND_TEXTS,
  type BrandTextField,
  controlName,
  IMAGE_ALT_FIELDS,
  splitParagraphs,
} from "./brand-text";
import {
  type FieldProblem,
  type FieldProblems,
  hiddenCharacterProblems,
  sameControlName,
} from "./field-problems";

/** The texts the form marks as the same in both languages (only those that may be). */
export function sameFromForm(form: URLSearchParams): BrandTextField[] {
  return BRAND_TEXTS.filter(
    ({ field, mayMatchEnglish }) => mayMatchEnglish && form.get(sameControlName(field)) === "on",
  ).map(({ field }) => field);
}

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  if (issue.code === "too_small") return "required";
  if (issue.code === "too_big") return issue.origin === "array" ? "tooManyParagraphs" : "tooLong";
  return "invalid";
}

/** The control an issue of the schema is about: its path without the list index of a paragraph. */
function controlOf(path: readonly PropertyKey[]): string {
  const [, ...rest] = path;
  return rest.filter((part) => typeof part === "string").join(".");
}

/**
 * The brand as the editor's form describes it, over what it was (its id and images are not edited here),
 * checked by content/'s schema: the published brand, or each control's problem.
 */
export function brandFromForm(
  current: PublishedBrand,
  form: URLSearchParams,
): { published: PublishedBrand; problems?: undefined } | { published?: undefined; problems: FieldProblems } {
  const value = (name: string) => (form.get(name) ?? "").replace(/\r\n?/g, "\n").trim();
  const brand = structuredClone(current.brand);
  for (const language of LANGUAGES) {
    const content = brand[language];
    for (const { field } of BRAND_TEXTS) {
      const text = value(controlName(language, field));
      if (field === "section1Paragraphs" || field === "section2Paragraphs")
        content[field] = splitParagraphs(text);
      else if (field === "contact.heading") content.contact.heading = text;
      else if (field === "contact.description") content.contact.description = text;
      else if (field === "contact.submitText") content.contact.submitText = text;
      else content[field] = text;
    }
    const website = value(`${language}.website`);
    content.website = website || undefined;
    // The images' descriptions come with their slot's own form; a form without them leaves them as they are.
    for (const field of IMAGE_ALT_FIELDS) {
      const name = `${language}.${field}`;
      if (form.has(name)) content[field] = value(name) || undefined;
    }
    content.contact.email = value(`${language}.contact.email`).toLowerCase();
  }
  const parsed = publishedBrandSchema.safeParse({
    brand: { ...brand, look: lookFromForm(brand.look, form) },
    sameInBothLanguages: sameFromForm(form),
  });
  const problems = hiddenCharacterProblems(form);
  if (parsed.success && Object.keys(problems).length === 0) return { published: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const name = controlOf(issue.path);
    problems[name] ??= problemOf(issue);
  }
  return { problems };
}
