import { EXPORT_PRESETS, type ExportPreset, type ExportPresetId } from "../../../../content/photo-presets";
import type { ImageFormat } from "../../../../content/photo-presets/schema";

/** The photos as stored, byte for byte (SPEC.md §2, §7): the default, and the only choice before presets. */
export const ORIGINALS = "originals";

/** Every choice of the preset picker, Originals first. */
export const PRESET_IDS = [ORIGINALS, ...EXPORT_PRESETS.map((preset) => preset.id)] as [
  typeof ORIGINALS,
  ...ExportPresetId[],
];
export type PresetChoice = (typeof PRESET_IDS)[number];

export function isPresetChoice(value: string): value is PresetChoice {
  return PRESET_IDS.some((id) => id === value);
}

/** The built-in preset, or undefined for Originals. */
export function exportPreset(id: PresetChoice): ExportPreset | undefined {
  return EXPORT_PRESETS.find((preset) => preset.id === id);
}

export const FILE_EXTENSIONS: Record<ImageFormat, string> = { jpeg: "jpg", png: "png", webp: "webp" };

export type { ExportPreset };
