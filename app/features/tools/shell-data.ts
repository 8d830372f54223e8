import { isStrings, type Strings } from "~/features/i18n";
import { isLanguage, type Language } from "~/lib/languages";
import { TOOLS_NAV_ITEMS, type ToolsNavItem } from "./tools-nav-items";

/**
 * What the tools' shell shows around a tool: the member's name, the tools their role opens, and its strings.
 * Sent by the layout's loader, and with a 403 (after which no loader runs), so a refused page keeps the shell
 * in the member's language.
 */
export interface ToolsShellData {
  language: Language;
  strings: Strings;
  memberName: string;
  /** The `to` of each sidebar entry the member's role opens. */
  open: readonly string[];
}

export function isToolsShellData(value: unknown): value is ToolsShellData {
  if (typeof value !== "object" || value === null) return false;
  const { language, strings, memberName, open } = value as Partial<Record<keyof ToolsShellData, unknown>>;
  return (
    isLanguage(language) &&
    isStrings(strings) &&
    typeof memberName === "string" &&
    Array.isArray(open) &&
    open.every((to) => typeof to === "string")
  );
}

/** The sidebar entries a member may follow, in the sidebar's order. */
export function openNavItems(open: readonly string[]): ToolsNavItem[] {
  return TOOLS_NAV_ITEMS.filter((item) => open.includes(item.to));
}
