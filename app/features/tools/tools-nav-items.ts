import { ANALYTICS_PATH } from "~/features/analytics";
import { FEEDS_PATH } from "~/features/erp";
import { STORE_LIST_PATH } from "~/features/where-to-buy";
import type { IconName } from "~/ui/icons";
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  CUSTOMERS_PATH,
  MESSAGES_PATH,
  PHOTO_DOWNLOADER_PATH,
  STUDIO_PATH,
  TOOLS_DASHBOARD_PATH,
} from "./constants";

export interface ToolsNavItem {
  to: string;
  label:
    | "dashboard"
    | "photoDownloader"
    | "messages"
    | "studio"
    | "whereToBuy"
    | "analytics"
    | "feeds"
    | "customers"
    | "accounts"
    | "audit";
  icon: IconName;
  /** Keeps Dashboard from matching the tools below it. */
  end: boolean;
}

/**
 * The sidebar's entries, in order. The layout shows those the signed-in member's role opens (the accounts
 * room's table decides; this list only orders and names them).
 */
export const TOOLS_NAV_ITEMS: readonly ToolsNavItem[] = [
  { to: TOOLS_DASHBOARD_PATH, label: "dashboard", icon: "dashboard", end: true },
  { to: PHOTO_DOWNLOADER_PATH, label: "photoDownloader", icon: "camera", end: false },
  { to: MESSAGES_PATH, label: "messages", icon: "mail", end: false },
  { to: STUDIO_PATH, label: "studio", icon: "pencil", end: false },
  { to: STORE_LIST_PATH, label: "whereToBuy", icon: "shelves", end: false },
  { to: ANALYTICS_PATH, label: "analytics", icon: "chart", end: false },
  { to: FEEDS_PATH, label: "feeds", icon: "refill", end: false },
  { to: CUSTOMERS_PATH, label: "customers", icon: "store", end: false },
  { to: ACCOUNTS_PATH, label: "accounts", icon: "users", end: false },
  { to: AUDIT_PATH, label: "audit", icon: "shield", end: false },
];

/** A tool the dashboard offers a card for: every sidebar entry but the dashboard itself. */
export type ToolCardItem = ToolsNavItem & { label: Exclude<ToolsNavItem["label"], "dashboard"> };

/** The dashboard's cards, in the sidebar's order, with its icons. */
export const TOOL_CARDS: readonly ToolCardItem[] = TOOLS_NAV_ITEMS.filter(
  (item): item is ToolCardItem => item.label !== "dashboard",
);
