import type { RouterContextProvider } from "react-router";
import { liveTable } from "./published-copy.server";
import { pickStrings, type StringSection, type Strings } from "./strings";

/**
 * The strings a route sends to the browser: only the sections it renders, in the request's language. Each
 * route lists them from the features it composes (`CONTACT_FORM_STRINGS`, `ERROR_PAGE_STRINGS`, …) plus
 * its own, so nothing else (no staff strings, no other page's copy) travels with a page. A page's own copy
 * may instead come with its scripts (`handle.strings`, see `use-route-strings.ts`). Page copy is as the studio
 * published it (decision 227).
 */
export function stringsFor(
  context: Readonly<RouterContextProvider>,
  sections: readonly StringSection[],
): Strings {
  return pickStrings(liveTable(context), sections);
}
