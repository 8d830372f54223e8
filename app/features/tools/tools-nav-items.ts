import type { IconName } from "~/ui/icons";
import {
  ACCOUNTS_PATH,
  AUDIT_PATH,
  MESSAGES_PATH,
  PHOTO_DOWNLOADER_PATH,
  TOOLS_DASHBOARD_PATH,
} from "./constants";

export interface ToolsNavItem {
  to: string;
  label: "dashboard" | "photoDownloader" | "messages" | "accounts" | "audit";
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
  { to: ACCOUNTS_PATH, label: "accounts", icon: "users", end: false },
  { to: AUDIT_PATH, label: "audit", icon: "shield", end: false },
];
