import { useMemo } from "react";
import { useMatches } from "react-router";
import type { Language } from "~/lib/languages";
import { isStrings, mergeStrings, type Strings } from "./strings";

/**
 * A route's own copy, compiled into its module in both languages (a route's `handle`), for copy the page
 * renders in full: sent in its loader's data, it would reach the browser twice, once in the markup and again
 * for hydration (decision 163). It is there at once on the server, at hydration and on a client navigation,
 * in either language.
 */
export interface StringsHandle {
  strings: Record<Language, Strings>;
}

/** The strings a matched route's loader sent, if it sent any (`{ strings }` in its data). */
function sentStrings(data: unknown): object | undefined {
  if (!isStrings(data) || !("strings" in data)) return undefined;
  return isStrings(data.strings) ? data.strings : undefined;
}

/** The strings a matched route carries in its module for `language`, if it carries any. */
function compiledStrings(handle: unknown, language: Language): object | undefined {
  if (!isStrings(handle) || !("strings" in handle) || !isStrings(handle.strings)) return undefined;
  const strings: unknown = Reflect.get(handle.strings, language);
  return isStrings(strings) ? strings : undefined;
}

/**
 * The strings every matched route sent or carries (root, layout, page), joined: a page's components read
 * from one table, and a client navigation brings the next page's own.
 */
export function useRouteStrings(language: Language): Strings {
  const matches = useMatches();
  return useMemo(
    () =>
      mergeStrings(
        matches.flatMap((match) =>
          [compiledStrings(match.handle, language), sentStrings(match.loaderData)].filter(
            (strings) => strings !== undefined,
          ),
        ),
      ),
    [matches, language],
  );
}
