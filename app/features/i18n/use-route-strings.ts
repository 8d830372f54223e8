import { useMemo } from "react";
import { useMatches } from "react-router";
import { isStrings, mergeStrings, type Strings } from "./strings";

/** The strings a matched route's loader sent, if it sent any (`{ strings }` in its data). */
function sentStrings(data: unknown): object | undefined {
  if (!isStrings(data) || !("strings" in data)) return undefined;
  return isStrings(data.strings) ? data.strings : undefined;
}

/**
 * The strings every matched route sent (root, layout, page), joined: a page's components read from one
 * table, and a client navigation brings the next page's own.
 */
export function useRouteStrings(): Strings {
  const matches = useMatches();
  return useMemo(
    () => mergeStrings(matches.flatMap((match) => sentStrings(match.loaderData) ?? [])),
    [matches],
  );
}
