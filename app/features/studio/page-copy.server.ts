import { COPY_PAGES, type CopyPage, PAGE_COPY } from "@content/pages/copy";
import { type PublishedCopy, publishedCopySchema } from "@content/pages/schema";
import { type CopyText, pageCopyTexts, siteText } from "~/features/i18n/index.server";
import { PAGE_KIND } from "~/features/live-content/index.server";
import { LANGUAGES } from "~/lib/languages";
import { controlName, type TextShape } from "./brand-text";
import type { FieldProblems } from "./field-problems";
import { sameControlName } from "./field-problems";
import { editingOf, type FrenchGap } from "./item-editing.server";
import { COPY_ROLES, type CopyRole, type CopySection } from "./page-copy";

/** The page whose public address is `path`, if its copy is the studio's to edit. */
export function pageAt(path: string): CopyPage | undefined {
  return COPY_PAGES.find((page) => PAGE_COPY[page].path === path);
}

export function isCopyPage(page: string): page is CopyPage {
  return COPY_PAGES.some((known) => known === page);
}

/** Texts longer than a line are edited in a box of a few lines. */
const LONG_TEXT = 220;

/** How a page's text is edited: its shape, and whether its French may be its English (a short text, a name). */
export function textShape({ limit }: CopyText): { shape: TextShape; mayMatchEnglish: boolean } {
  return limit >= LONG_TEXT
    ? { shape: "text", mayMatchEnglish: false }
    : { shape: "line", mayMatchEnglish: true };
}

/** A page's copy as the site writes it before its first publication: its first revision. */
function siteCopy(page: CopyPage): PublishedCopy {
  const copy: PublishedCopy["copy"] = { en: {}, fr: {} };
  const same: string[] = [];
  for (const { key } of pageCopyTexts(page)) {
    for (const language of LANGUAGES) copy[language][key] = siteText(language, key);
    if (copy.en[key] === copy.fr[key]) same.push(key);
  }
  return { copy, sameInBothLanguages: same };
}

/** The French gate for a page: every French text there, and French unless marked the same on purpose. */
function copyFrenchGaps({ copy, sameInBothLanguages }: PublishedCopy): FrenchGap[] {
  const same = new Set(sameInBothLanguages);
  return Object.entries(copy.en).flatMap(([field, english]): FrenchGap[] => {
    const french = copy.fr[field]?.trim();
    if (!french) return [{ field, problem: "empty" }];
    return french === english.trim() && !same.has(field) ? [{ field, problem: "sameAsEnglish" }] : [];
  });
}

const parsed = (document: string): PublishedCopy => publishedCopySchema.parse(JSON.parse(document));

const pages = editingOf({
  kind: PAGE_KIND,
  parse: parsed,
  frenchGaps: copyFrenchGaps,
  firstWords: (page) => (isCopyPage(page) ? siteCopy(page) : undefined),
});

export const pageEdit = pages.edit;
export const savePageDraft = pages.saveDraft;
export const publishPage = pages.publish;
export const rollBackPage = pages.rollBack;
export const discardPageDraft = pages.discard;
export const pageHistory = pages.history;
export const pageRevision = pages.revision;
export const pageStates = pages.states;

/** Every text of a page as its editor's controls hold it (`fr.about.heading`), the site's words for new ones. */
export function copyFormValues(page: CopyPage, published: PublishedCopy): Record<string, string> {
  return Object.fromEntries(
    pageCopyTexts(page).flatMap(({ key }) =>
      LANGUAGES.map((language) => [
        controlName(language, key),
        published.copy[language][key] ?? siteText(language, key),
      ]),
    ),
  );
}

/**
 * The page's copy as its editor's form describes it: every text of the page in both languages, none empty nor
 * over its limit, checked by content/'s schema; or each control's problem.
 */
export function copyFromForm(
  page: CopyPage,
  form: URLSearchParams,
): { published: PublishedCopy; problems?: undefined } | { published?: undefined; problems: FieldProblems } {
  const copy: PublishedCopy["copy"] = { en: {}, fr: {} };
  const problems: FieldProblems = {};
  const same: string[] = [];
  for (const text of pageCopyTexts(page)) {
    for (const language of LANGUAGES) {
      const name = controlName(language, text.key);
      const value = (form.get(name) ?? "").replace(/\r\n?/g, "\n").trim();
      if (!value) problems[name] = "required";
      else if (value.length > text.limit) problems[name] = "tooLong";
      copy[language][text.key] = value;
    }
    if (textShape(text).mayMatchEnglish && form.get(sameControlName(text.key)) === "on") same.push(text.key);
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { published: publishedCopySchema.parse({ copy, sameInBothLanguages: same }) };
}

/** Lists whose items are each a text of one role (a promotion's points, the previews' descriptions). */
const LIST_ROLES: Record<string, CopyRole> = { points: "point", previewAlt: "imageAlt" };
/** Lists shown in their parent's section rather than as sections of their own. */
const LISTS = new Set(["points", "previewAlt", "paragraphs"]);

const isRole = (part: string): part is keyof typeof COPY_ROLES => part in COPY_ROLES;

function roleOf(key: string, root: string): CopyRole {
  const parts = key.split(".");
  const last = parts.at(-1) ?? "";
  const list = LIST_ROLES[parts.at(-2) ?? ""];
  if (list) return list;
  if (key === `${root}.title`) return "pageTitle";
  return isRole(last) ? COPY_ROLES[last] : "body";
}

function sectionOf(key: string): string {
  const parts = key.split(".").slice(0, -1);
  if (LISTS.has(parts.at(-1) ?? "")) parts.pop();
  return parts.join(".");
}

/**
 * The page's texts grouped in its sections, in the page's order. A section is named by its own heading or
 * title as `values` hold it in `language` (what the member is writing), else by its first text; the page's
 * own texts (its title, description, hero) form the first.
 */
export function copySections(
  page: CopyPage,
  values: Readonly<Record<string, string>>,
  language: "en" | "fr",
  pageLegend: string,
): CopySection[] {
  const roots = new Set<string>(PAGE_COPY[page].sections);
  const sections = new Map<string, CopySection>();
  for (const text of pageCopyTexts(page)) {
    const section = sectionOf(text.key);
    const isRoot = roots.has(section);
    let entry = sections.get(section);
    if (!entry) {
      const named = [`${section}.title`, `${section}.heading`]
        .map((key) => values[controlName(language, key)])
        .find(Boolean);
      const legend = isRoot ? pageLegend : (named ?? values[controlName(language, text.key)] ?? section);
      entry = { legend, texts: [] };
      sections.set(section, entry);
    }
    const root = PAGE_COPY[page].sections.find((candidate) => text.key.startsWith(`${candidate}.`)) ?? "";
    entry.texts.push({
      field: text.key,
      role: roleOf(text.key, root),
      limit: text.limit,
      ...textShape(text),
    });
  }
  return [...sections.values()];
}
