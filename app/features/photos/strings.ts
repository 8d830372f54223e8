import type { StringSection } from "~/features/i18n/strings";

/** The Photo Downloader: everything of `photos` but its page metadata. */
export const PHOTO_DOWNLOADER_STRINGS = [
  "photos.title",
  "photos.subtitle",
  "photos.itemNumbers",
  "photos.mode",
  "photos.preset",
  "photos.browse",
  "photos.actions",
  "photos.progress",
  "photos.result",
  "photos.errors",
] as const satisfies readonly StringSection[];
