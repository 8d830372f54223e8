import type { RouterContextProvider } from "react-router";
import { languageContext, languageFixedContext } from "~/lib/language-context";
import { toLanguage } from "~/lib/languages";

/**
 * A preview's language is the one its address names (`?in=fr`), whatever the member reads the tools in, and
 * its bar speaks it too. Asked as `in`, not `lng`, so previewing leaves the member's own language as it was.
 */
export function showPreviewIn(request: Request, context: Readonly<RouterContextProvider>): void {
  const asked = toLanguage(new URL(request.url).searchParams.get("in") ?? "");
  if (!asked) return;
  context.set(languageContext, asked);
  context.set(languageFixedContext, true);
}
