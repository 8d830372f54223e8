import type { ShouldRevalidateFunctionArgs } from "react-router";
import { LANGUAGE_QUERY_PARAM } from "~/lib/languages";

/**
 * For loaders whose data is the visitor's language only (root and layouts: their strings). It changes only
 * when they switch: a revalidation in place, or a change of `?lng=` in the address. Other navigations keep
 * what the page already has, so a layout's strings are sent once per visit, not with every page.
 */
export function revalidateOnLanguageChange({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod) return false;
  const lng = (url: URL) => url.searchParams.get(LANGUAGE_QUERY_PARAM);
  return currentUrl.href === nextUrl.href || lng(currentUrl) !== lng(nextUrl);
}
