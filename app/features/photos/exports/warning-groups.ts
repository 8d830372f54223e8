import type { PresetWarning } from "../batch-schema";

/** What the pre-flight found about one photo of an item. */
export type PhotoFinding =
  | { kind: "small"; photo: number; width: number; height: number }
  | { kind: "fill"; photo: number; fill: number }
  | { kind: "background"; photo: number };

/**
 * One item's findings as one warning per kind, in the order small, fill, background (decision 245): a
 * twelve-item run once printed 51 lines that differed by a photo number. The group keeps the photo
 * numbers, and the worst case of the kind (the smallest photo, the lowest share of the frame).
 */
export function groupFindings(item: string, of: number, findings: readonly PhotoFinding[]): PresetWarning[] {
  const photosOf = (kind: PhotoFinding["kind"]) =>
    findings.filter((finding) => finding.kind === kind).map(({ photo }) => photo);
  const warnings: PresetWarning[] = [];
  const small = findings.flatMap((finding) => (finding.kind === "small" ? [finding] : []));
  const smallest = small.reduce<(typeof small)[number] | undefined>(
    (least, next) =>
      least && Math.max(least.width, least.height) <= Math.max(next.width, next.height) ? least : next,
    undefined,
  );
  if (smallest) {
    const { width, height } = smallest;
    warnings.push({ kind: "small", item, photos: photosOf("small"), of, width, height });
  }
  const fills = findings.flatMap((finding) => (finding.kind === "fill" ? [finding.fill] : []));
  if (fills.length > 0) {
    warnings.push({ kind: "fill", item, photos: photosOf("fill"), of, fill: Math.min(...fills) });
  }
  const background = photosOf("background");
  if (background.length > 0) warnings.push({ kind: "background", item, photos: background, of });
  return warnings;
}
