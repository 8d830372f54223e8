// The door of photos/exports/ (retailer presets: pre-flight, resizing and the derived cache, public export
// links). The other photo rooms import through here (docs/architecture.md).
export type { ExportPreset, PresetChoice } from "./export-presets";
export { exportPreset, isPresetChoice, ORIGINALS, PRESET_IDS } from "./export-presets";
