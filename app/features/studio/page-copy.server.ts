import { LEGAL_TEXTS } from "@content/legal/index";
import { markupProblem } from "@content/legal/markup";
import { LEGAL_UPDATED } from "@content/legal/schema";
import { LEGAL_LIMITS, legalTextKeys, legalTexts, missingFacts } from "@content/legal/template";
import { PAGE_COPY } from "@content/pages/copy";
import { type PublishedCopy, publishedCopySchema, withUpdated } from "@content/pages/schema";
import type { Translate } from "~/features/i18n";
import { type CopyText, pageCopyTexts, siteText } from "~/features/i18n/index.server";
import { PAGE_KIND } from "~/features/live-content/index.server";
import { companyDay } from "~/lib/company-time";
import { LANGUAGES, type Language } from "~/lib/languages";
import { readsTheSame } from "~/lib/text-rules";
import { controlName, type TextShape } from "./brand-text";
import { type FieldProblems, hiddenCharacterProblems, sameControlName } from "./field-problems";
import { editingOf, type FrenchGap } from "./item-editing.server";
import { COPY_ROLES, type CopyRole, type CopySection, factControlName, isSectionRole } from "./page-copy";
import { isLegalPage, isStudioPage, pagePath, STUDIO_PAGES, type StudioPage } from "./studio-pages";

/** The page whose public address is `path`, if its words are the studio's to edit. */
export function pageAt(path: string): StudioPage | undefined {
  return STUDIO_PAGES.find((page) => pagePath(page) === path);
}

/** A page's texts, in its order: the site's string tables' for a page of copy, content/legal's for a legal page. */
function textsOf(page: StudioPage): CopyText[] {
  return isLegalPage(page) ? legalTextKeys(page, LEGAL_TEXTS.en[page]) : pageCopyTexts(page);
}

/** A text as the site writes it before any publication. */
function firstText(page: StudioPage, language: Language, key: string): string {
  return isLegalPage(page)
    ? (legalTexts(page, LEGAL_TEXTS[language][page])[key] ?? "")
    : siteText(language, key);
}

/** Texts longer than a line are edited in a box of a few lines. */
const LONG_TEXT = 220;

/**
 * How a page's text is edited: its shape, and whether its French may be its English (a short text, a name). A
 * legal page's introduction and sections are written in its markup, in a tall box.
 */
export function textShape({ limit }: CopyText): { shape: TextShape; mayMatchEnglish: boolean } {
  if (limit >= LEGAL_LIMITS.intro) return { shape: "markup", mayMatchEnglish: false };
  return limit >= LONG_TEXT
    ? { shape: "text", mayMatchEnglish: false }
    : { shape: "line", mayMatchEnglish: true };
}

/**
 * A page's copy as the site writes it before its first publication: its first revision. A legal page's carries
 * the day content/'s texts were last changed.
 */
function siteCopy(page: StudioPage): PublishedCopy {
  const copy: PublishedCopy["copy"] = { en: {}, fr: {} };
  const same: string[] = [];
  for (const { key } of textsOf(page)) {
    for (const language of LANGUAGES) copy[language][key] = firstText(page, language, key);
    if (copy.en[key] === copy.fr[key]) same.push(key);
  }
  return { copy, sameInBothLanguages: same, ...(isLegalPage(page) ? { updated: LEGAL_UPDATED } : {}) };
}

/** The French gate for a page: every French text there, and French unless marked the same on purpose. */
function copyFrenchGaps({ copy, sameInBothLanguages }: PublishedCopy): FrenchGap[] {
  const same = new Set(sameInBothLanguages);
  return Object.entries(copy.en).flatMap(([field, english]): FrenchGap[] => {
    const french = copy.fr[field]?.trim();
    if (!french) return [{ field, problem: "empty" }];
    return readsTheSame(french, english) && !same.has(field) ? [{ field, problem: "sameAsEnglish" }] : [];
  });
}

const parsed = (document: string): PublishedCopy => publishedCopySchema.parse(JSON.parse(document));

const pages = editingOf({
  kind: PAGE_KIND,
  parse: parsed,
  frenchGaps: copyFrenchGaps,
  firstWords: (page) => (isStudioPage(page) ? siteCopy(page) : undefined),
  stamp: (next, live, at) => withUpdated(next, live, companyDay(at)),
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
export function copyFormValues(page: StudioPage, published: PublishedCopy): Record<string, string> {
  return Object.fromEntries(
    textsOf(page).flatMap(({ key }) =>
      LANGUAGES.map((language) => [
        controlName(language, key),
        published.copy[language][key] ?? firstText(page, language, key),
      ]),
    ),
  );
}

/**
 * The page's copy as its editor's form describes it: every text of the page in both languages, none empty nor
 * over its limit, checked by content/'s schema; or each control's problem. A legal page's texts also name only
 * the facts there are, link only where a link may lead, and keep stating the facts the law asks them to.
 */
export function copyFromForm(
  page: StudioPage,
  form: URLSearchParams,
): { published: PublishedCopy; problems?: undefined } | { published?: undefined; problems: FieldProblems } {
  const copy: PublishedCopy["copy"] = { en: {}, fr: {} };
  const problems = hiddenCharacterProblems(form);
  const same: string[] = [];
  const legal = isLegalPage(page);
  for (const text of textsOf(page)) {
    for (const language of LANGUAGES) {
      const name = controlName(language, text.key);
      const value = (form.get(name) ?? "").replace(/\r\n?/g, "\n").trim();
      const problem = !value
        ? "required"
        : value.length > text.limit
          ? "tooLong"
          : legal
            ? markupProblem(value)
            : undefined;
      if (problem) problems[name] ??= problem;
      copy[language][text.key] = value;
    }
    if (textShape(text).mayMatchEnglish && form.get(sameControlName(text.key)) === "on") same.push(text.key);
  }
  if (legal) {
    for (const language of LANGUAGES) {
      for (const fact of missingFacts(page, copy[language])) {
        problems[factControlName(language, page, fact)] = "missingFact";
      }
    }
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
 * The page's texts grouped in its sections, in the page's order, each section named by its role (`Hero`,
 * `Call to action`), never by its text, which the member may be rewriting; the page's own texts (its title,
 * description, hero) form the first, "The page".
 */
export function copySections(page: StudioPage, t: Translate): CopySection[] {
  const rootList: readonly string[] = isLegalPage(page) ? [page] : PAGE_COPY[page].sections;
  const roots = new Set(rootList);
  const texts = textsOf(page);
  const keys = new Set(texts.map(({ key }) => key));
  const sections = new Map<string, CopySection>();
  for (const text of texts) {
    const section = sectionOf(text.key);
    const isRoot = roots.has(section);
    let entry = sections.get(section);
    if (!entry) {
      const role = section.split(".").at(-1) ?? "";
      const legend = isRoot
        ? t("studio.pages.page")
        : isSectionRole(role)
          ? t(`studio.pages.sections.${role}`)
          : section;
      entry = { legend, texts: [] };
      sections.set(section, entry);
    }
    const root = rootList.find((candidate) => text.key.startsWith(`${candidate}.`)) ?? "";
    const role = roleOf(text.key, root);
    entry.texts.push({
      field: text.key,
      role: role === "body" && keys.has(`${section}.recaptchaBody`) ? "ownCheckBody" : role,
      limit: text.limit,
      ...textShape(text),
    });
  }
  return [...sections.values()];
}
