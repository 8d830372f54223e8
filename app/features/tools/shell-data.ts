import type { Strings } from "~/features/i18n";
import { TOOLS_NAV_ITEMS, type ToolsNavItem } from "./tools-nav-items";

/** What the tools' shell shows around a tool: the member's name, the tools their role opens, and its strings. */
export interface ToolsShellData {
  strings: Strings;
  memberName: string;
  /** The `to` of each sidebar entry the member's role opens. */
  open: readonly string[];
}

/** The sidebar entries a member may follow, in the sidebar's order. */
export function openNavItems(open: readonly string[]): ToolsNavItem[] {
  return TOOLS_NAV_ITEMS.filter((item) => open.includes(item.to));
}
