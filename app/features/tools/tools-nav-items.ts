import type { IconName } from "~/ui/icons";
import { MESSAGES_PATH, PHOTO_DOWNLOADER_PATH, TOOLS_DASHBOARD_PATH } from "./constants";

/** The sidebar's entries, in order; `end` keeps Dashboard from matching the tools below it. */
export const TOOLS_NAV_ITEMS = [
  { to: TOOLS_DASHBOARD_PATH, label: "dashboard", icon: "dashboard", end: true },
  { to: PHOTO_DOWNLOADER_PATH, label: "photoDownloader", icon: "camera", end: false },
  { to: MESSAGES_PATH, label: "messages", icon: "mail", end: false },
] as const satisfies readonly { to: string; label: string; icon: IconName; end: boolean }[];
