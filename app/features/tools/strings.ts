import type { StringSection } from "~/features/i18n";

/** The staff tools' header, sidebar and language selector. */
export const TOOLS_SHELL_STRINGS = [
  "tools.areaName",
  "tools.layout",
] as const satisfies readonly StringSection[];
export const TOOLS_LOGIN_STRINGS = ["tools.login"] as const satisfies readonly StringSection[];
export const TOOLS_DASHBOARD_STRINGS = [
  "tools.dashboard",
  "tools.feeds.staleStock",
] as const satisfies readonly StringSection[];
