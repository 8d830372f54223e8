import type { RouterContextProvider } from "react-router";
import { serverT } from "~/features/i18n/index.server";
import { languageContext } from "~/lib/language-context";
import type { Refusal } from "~/lib/refusal";
import { TOOLS_DASHBOARD_PATH } from "./constants";

/** What a member sees of a tool outside their role: a 403 that says so, and the way back to their dashboard. */
export function toolRefusal(context: Readonly<RouterContextProvider>): Refusal {
  const t = serverT(context);
  return {
    language: context.get(languageContext),
    title: t("tools.layout.forbidden.title"),
    heading: t("tools.layout.forbidden.heading"),
    body: t("tools.layout.forbidden.body"),
    back: { label: t("tools.layout.forbidden.back"), to: TOOLS_DASHBOARD_PATH },
  };
}
