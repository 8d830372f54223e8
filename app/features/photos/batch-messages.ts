import type { Translate } from "~/features/i18n/translator";

/** Why something failed: a translated explanation of ours, or the server's own words. */
export type Detail = { key: "invalidItem" | "unknown" | "signedOut" } | { text: string };

/** A message of SPEC.md §8, kept as data so it is shown in the page's current language. */
export type BatchMessage =
  | { key: "blank" | "noValid" | "noneFound" }
  | { key: "noPhotos"; item: string }
  | { key: "itemFailed"; item: string; detail: Detail }
  | { key: "zip" | "csv" | "unexpected"; detail: Detail };

export function detailOf(error: unknown): Detail {
  return error instanceof Error && error.message ? { text: error.message } : { key: "unknown" };
}

function detailText(t: Translate, detail: Detail): string {
  return "text" in detail ? detail.text : t(`photos.errors.${detail.key}`);
}

export function messageText(t: Translate, message: BatchMessage): string {
  switch (message.key) {
    case "blank":
    case "noValid":
    case "noneFound":
      return t(`photos.errors.${message.key}`);
    case "noPhotos":
      return t("photos.errors.noPhotos", { item: message.item });
    case "itemFailed":
      return t("photos.errors.itemFailed", { item: message.item, message: detailText(t, message.detail) });
    default:
      return t(`photos.errors.${message.key}`, { message: detailText(t, message.detail) });
  }
}
