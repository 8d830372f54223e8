import { MESSAGES_PATH, PHOTO_DOWNLOADER_PATH, TOOLS_DASHBOARD_PATH } from "./constants";

/** The sidebar's entries, in order; `end` keeps Dashboard from matching the tools below it. */
export const TOOLS_NAV_ITEMS = [
  { to: TOOLS_DASHBOARD_PATH, label: "dashboard", end: true },
  { to: PHOTO_DOWNLOADER_PATH, label: "photoDownloader", end: false },
  { to: MESSAGES_PATH, label: "messages", end: false },
] as const;
