import type { Translate } from "~/features/i18n";
import type { Language } from "~/lib/languages";
import type { PresetWarning } from "../batch-schema";
import { MAX_ITEMS_PER_BATCH } from "../constants";
import { exportPreset, type PresetChoice } from "../exports";
import { formatNumber, formatPercent, formatPhotoNumbers } from "../number-format";

/** Why something failed: a translated explanation of ours, or the server's own words. */
export type Detail = { key: "invalidItem" | "unknown" | "signedOut" } | { text: string };

/** A message of SPEC.md §8, kept as data so it is shown in the page's current language. */
export type BatchMessage =
  | { key: "blank" | "noValid" | "noneFound" }
  | { key: "tooMany"; count: number }
  | { key: "noPhotos"; item: string }
  | { key: "itemFailed"; item: string; detail: Detail }
  | { key: "zip" | "csv" | "unexpected"; detail: Detail }
  | { key: "preset"; preset: PresetChoice; warning: PresetWarning };

export function detailOf(error: unknown): Detail {
  return error instanceof Error && error.message ? { text: error.message } : { key: "unknown" };
}

function detailText(t: Translate, detail: Detail): string {
  return "text" in detail ? detail.text : t(`photos.errors.${detail.key}`);
}

/** A preset's warning in the page's language, numbers as that language writes them. */
function presetWarningText(
  t: Translate,
  language: Language,
  { preset, warning }: { preset: PresetChoice; warning: PresetWarning },
): string {
  const channel = exportPreset(preset);
  const values = { item: warning.item, preset: channel?.name[language] ?? preset };
  if (warning.kind === "tooMany") {
    return t("photos.warnings.tooMany", {
      ...values,
      count: warning.count,
      max: formatNumber(language, channel?.maxPhotos ?? 0),
    });
  }
  // `count` picks the sentence for one photo or several.
  const group = {
    ...values,
    count: warning.photos.length,
    photos: formatPhotoNumbers(language, warning.photos),
    of: formatNumber(language, warning.of),
  };
  switch (warning.kind) {
    case "small":
      return t("photos.warnings.small", {
        ...group,
        width: formatNumber(language, warning.width),
        height: formatNumber(language, warning.height),
        minimum: formatNumber(language, channel?.minimumLongSide ?? 0),
      });
    case "fill":
      return t("photos.warnings.fill", {
        ...group,
        fill: formatPercent(language, warning.fill),
        minimum: formatPercent(language, channel?.minimumFill ?? 0),
      });
    case "background":
      return t("photos.warnings.background", group);
  }
}

export function messageText(t: Translate, message: BatchMessage, language: Language): string {
  switch (message.key) {
    case "preset":
      return presetWarningText(t, language, message);
    case "blank":
    case "noValid":
    case "noneFound":
      return t(`photos.errors.${message.key}`);
    case "tooMany":
      return t("photos.errors.tooMany", {
        entered: formatNumber(language, message.count),
        max: formatNumber(language, MAX_ITEMS_PER_BATCH),
      });
    case "noPhotos":
      return t("photos.errors.noPhotos", { item: message.item });
    case "itemFailed":
      return t("photos.errors.itemFailed", { item: message.item, message: detailText(t, message.detail) });
    default:
      return t(`photos.errors.${message.key}`, { message: detailText(t, message.detail) });
  }
}
