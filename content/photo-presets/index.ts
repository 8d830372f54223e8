import type { ExportPreset } from "./schema";

const MB = 1024 * 1024;
const WHITE = "#ffffff";

/**
 * The built-in export presets, from each channel's published image rules. "Originals" is not among them:
 * it is the photos as stored (SPEC.md §2, §7), and stays the default.
 */
export const EXPORT_PRESETS = [
  {
    // Main image on pure white, product ≥ 85 % of the frame, ≥ 1000 px for zoom; `ID.MAIN.jpg`, `ID.PT01.jpg`.
    id: "amazon",
    name: { en: "Amazon", fr: "Amazon" },
    canvas: { width: 2000, height: 2000 },
    minimumLongSide: 1000,
    minimumFill: 0.85,
    background: WHITE,
    // The product's long side at 90 % of the frame: inside the 85 % rule with room for its shadow.
    pureWhite: { margin: 0.05 },
    format: "jpeg",
    quality: 90,
    maxBytes: 10 * MB,
    maxPhotos: 9,
    fileName: "{item}.{view}",
    nameCharacters: "alphanumeric",
  },
  {
    // Square 2200 × 2200 (zoom from 1500), main image on pure white, RGB JPEG, at most 5 MB.
    id: "walmart",
    name: { en: "Walmart", fr: "Walmart" },
    canvas: { width: 2200, height: 2200 },
    minimumLongSide: 1500,
    background: WHITE,
    pureWhite: { margin: 0.05 },
    format: "jpeg",
    quality: 90,
    maxBytes: 5 * MB,
    fileName: "{item}/{item}_{seq}",
    nameCharacters: "file-name",
  },
  {
    // Portrait 1 : 1.44, best 1801 × 2600, minimum 762 × 1100, JPEG up to 20 MB, white packshot first.
    id: "zalando",
    name: { en: "Zalando", fr: "Zalando" },
    canvas: { width: 1801, height: 2600 },
    minimumLongSide: 1100,
    background: WHITE,
    format: "jpeg",
    quality: 90,
    maxBytes: 20 * MB,
    fileName: "{item}/{item}_{seq}",
    nameCharacters: "file-name",
  },
  {
    // 2048 × 2048 square recommended; Shopify accepts up to 20 MB.
    id: "shopify",
    name: { en: "Shopify", fr: "Shopify" },
    canvas: { width: 2048, height: 2048 },
    minimumLongSide: 800,
    background: WHITE,
    format: "jpeg",
    quality: 88,
    maxBytes: 20 * MB,
    fileName: "{item}/{item}-{seq}",
    nameCharacters: "file-name",
  },
  {
    // Google asks for at least 800 × 800 for apparel and at most 16 MB; a white square suits every category.
    id: "google-merchant",
    name: { en: "Google Merchant Center", fr: "Google Merchant Center" },
    canvas: { width: 1500, height: 1500 },
    minimumLongSide: 800,
    background: WHITE,
    format: "jpeg",
    quality: 88,
    maxBytes: 16 * MB,
    fileName: "{item}/{item}_{seq}",
    nameCharacters: "file-name",
  },
  {
    // Our own and partners' web pages: light files, the photo's own shape.
    id: "web-1600",
    name: { en: "Web (1600 px WebP)", fr: "Web (WebP, 1600 px)" },
    canvas: { longSide: 1600 },
    minimumLongSide: 1600,
    background: WHITE,
    format: "webp",
    quality: 80,
    maxBytes: 1 * MB,
    fileName: "{item}/{item}_{seq}",
    nameCharacters: "file-name",
  },
] as const satisfies readonly ExportPreset[];

export type ExportPresetId = (typeof EXPORT_PRESETS)[number]["id"];
export type { ExportPreset } from "./schema";
