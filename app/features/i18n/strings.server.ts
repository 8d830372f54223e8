import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/lib/language-context";
import { TRANSLATIONS } from "./resources.server";
import { isStrings, mergeStrings, type StringSection, type Strings } from "./strings";

/** One section of a table, alone on its path: `"home.hero"` gives `{ home: { hero: … } }`. */
function section(table: object, path: StringSection): object {
  const parts = path.split(".");
  let node: unknown = table;
  for (const part of parts) node = isStrings(node) ? Reflect.get(node, part) : undefined;
  if (node === undefined) throw new Error(`No strings at ${path}`);
  let branch: unknown = node;
  for (const part of parts.toReversed()) branch = { [part]: branch };
  return { ...(isStrings(branch) ? branch : {}) };
}

/**
 * The strings a route sends to the browser: only the sections it renders, in the request's language. Each
 * route lists them from the features it composes (`CONTACT_FORM_STRINGS`, `SITE_LAYOUT_STRINGS`, …) plus
 * its own, so nothing else (no staff strings, no other page's copy) travels with a page.
 */
export function stringsFor(
  context: Readonly<RouterContextProvider>,
  sections: readonly StringSection[],
): Strings {
  const table = TRANSLATIONS[context.get(languageContext)];
  return mergeStrings(sections.map((path) => section(table, path)));
}
