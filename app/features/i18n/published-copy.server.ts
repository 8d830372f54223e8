import { COPY_PAGES, type CopyPage, copyLimit, PAGE_COPY } from "@content/pages/copy";
import type { PublishedCopy } from "@content/pages/schema";
import { createContext, type RouterContextProvider } from "react-router";
import { publishedNow } from "~/features/live-content/index.server";
import { typesetFrench } from "~/lib/french-typography";
import { languageContext } from "~/lib/language-context";
import { LANGUAGES, type Language } from "~/lib/languages";
import type { Translation } from "./locales/en";
import { TRANSLATIONS } from "./resources.server";
import { isStrings, type StringSection, type Strings } from "./strings";

/** A text of a page's copy: its key in the string tables and the longest it may be. */
export interface CopyText {
  key: string;
  limit: number;
}

function valueAt(table: object, key: string): unknown {
  let node: unknown = table;
  for (const part of key.split(".")) node = isStrings(node) ? Reflect.get(node, part) : undefined;
  return node;
}

/** Every string under `prefix` in a table, by its full key. */
function stringKeys(node: unknown, prefix: string): string[] {
  if (typeof node === "string") return [prefix];
  if (!isStrings(node)) return [];
  return Object.entries(node).flatMap(([part, child]) => stringKeys(child, `${prefix}.${part}`));
}

/**
 * The texts of a page staff may edit, in the tables' order: every string of its sections in both languages,
 * less its interface words and the templates (a text with a `{{placeholder}}`), which are the product's.
 */
export function pageCopyTexts(page: CopyPage): CopyText[] {
  const { sections, interface: words } = PAGE_COPY[page];
  const product = new Set<string>(words);
  return sections
    .flatMap((section) => stringKeys(valueAt(TRANSLATIONS.en, section), section))
    .filter((key) => !product.has(key))
    .filter((key) =>
      LANGUAGES.every((language) => {
        const value = valueAt(TRANSLATIONS[language], key);
        return typeof value === "string" && !value.includes("{{");
      }),
    )
    .map((key) => ({ key, limit: copyLimit(key) }));
}

const EDITABLE: ReadonlyMap<string, CopyPage> = new Map(
  COPY_PAGES.flatMap((page) => pageCopyTexts(page).map(({ key }) => [key, page] as const)),
);

/** The site's own words for a key: what a page shows until its copy is first published. */
export function siteText(language: Language, key: string): string {
  const value = valueAt(TRANSLATIONS[language], key);
  return typeof value === "string" ? value : "";
}

/**
 * `table` with `text` at `key`, copying only the objects on the way. Used at the place of one of the table's
 * own strings, so the table keeps its shape.
 */
function withText<T extends object>(table: T, key: string, text: string): T {
  const [part, ...rest] = key.split(".");
  if (part === undefined) return table;
  const child: unknown = Reflect.get(table, part);
  const next = rest.length === 0 ? text : withText(isStrings(child) ? child : {}, rest.join("."), text);
  return { ...table, [part]: next } as T;
}

interface Overlay {
  tables: Record<Language, Translation>;
  /** Per language, only the texts that differ from the site's own: what a route carrying its copy is sent. */
  changes: Record<Language, Record<string, unknown>>;
}

const overlays = new WeakMap<object, Overlay>();
const NONE: Overlay = { tables: TRANSLATIONS, changes: { en: {}, fr: {} } };

function overlayOf(pages: ReadonlyMap<string, { published: PublishedCopy }>): Overlay {
  const known = overlays.get(pages);
  if (known) return known;
  const tables: Record<Language, Translation> = { ...TRANSLATIONS };
  const changes: Record<Language, Record<string, unknown>> = { en: {}, fr: {} };
  for (const { published } of pages.values()) {
    for (const language of LANGUAGES) {
      for (const [key, written] of Object.entries(published.copy[language])) {
        // A key the site no longer has, or no longer lets staff edit, is left out.
        if (!EDITABLE.has(key)) continue;
        const text = language === "fr" ? typesetFrench(written) : written;
        if (text === valueAt(TRANSLATIONS[language], key)) continue;
        tables[language] = withText(tables[language], key, text);
        changes[language] = withText(changes[language], key, text);
      }
    }
  }
  const overlay = { tables, changes };
  overlays.set(pages, overlay);
  return overlay;
}

/**
 * A page's copy shown in place of what is live, for the request only: the studio's preview of a draft, to
 * staff who may edit it (decision 227).
 */
export const copyPreviewContext = createContext<{ page: string; copy: PublishedCopy } | null>(null);

const previews = new WeakMap<PublishedCopy, Overlay>();

/**
 * The string tables as the request shows them: the site's own words with each published page's copy, or with
 * a draft instead of its page's published copy in a preview.
 */
function overlayFor(context: Readonly<RouterContextProvider>): Overlay {
  const live = publishedNow();
  const preview = context.get(copyPreviewContext);
  if (preview) {
    let overlay = previews.get(preview.copy);
    if (!overlay) {
      const pages = new Map<string, { published: PublishedCopy }>(live?.pages);
      pages.set(preview.page, { published: preview.copy });
      overlay = overlayOf(pages);
      previews.set(preview.copy, overlay);
    }
    return overlay;
  }
  return live && live.pages.size > 0 ? overlayOf(live.pages) : NONE;
}

/**
 * A page's copy as this request shows it: its draft in the studio's preview of that page, else what is
 * published; none while the page has never been published.
 */
export function pageCopyNow(
  context: Readonly<RouterContextProvider>,
  page: string,
): { copy: PublishedCopy; preview: boolean } | undefined {
  const preview = context.get(copyPreviewContext);
  if (preview?.page === page) return { copy: preview.copy, preview: true };
  const live = publishedNow()?.pages.get(page);
  return live && { copy: live.published, preview: false };
}

export function liveTable(context: Readonly<RouterContextProvider>): Translation {
  return overlayFor(context).tables[context.get(languageContext)];
}

/**
 * The published texts of `sections` that differ from the site's own words, for a route that carries its copy
 * in its module (decision 163): only what staff changed travels in its data.
 */
export function copyChangesFor(
  context: Readonly<RouterContextProvider>,
  sections: readonly StringSection[],
): Strings {
  const changes = overlayFor(context).changes[context.get(languageContext)];
  let picked: Record<string, unknown> = {};
  for (const section of sections) {
    for (const key of stringKeys(valueAt(changes, section), section)) {
      const text = valueAt(changes, key);
      if (typeof text === "string") picked = withText(picked, key, text);
    }
  }
  return picked;
}
