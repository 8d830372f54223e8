import { describe, expect, it } from "vitest";
import { EXPORT_PRESETS } from "./index";

describe("export presets", () => {
  it("have distinct ids fit for URLs", () => {
    const ids = EXPORT_PRESETS.map((preset) => preset.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).not.toContain("originals");
  });

  it.each(EXPORT_PRESETS.map((preset) => [preset.id, preset] as const))(
    "%s names every photo apart and sets sane limits",
    (_, preset) => {
      // Without the item and a per-photo part, two photos would share a name in the archive.
      expect(preset.fileName).toContain("{item}");
      expect(preset.fileName).toMatch(/\{(seq|view)\}/);
      expect(preset.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(preset.quality).toBeGreaterThanOrEqual(50);
      expect(preset.quality).toBeLessThanOrEqual(100);
      expect(preset.maxBytes).toBeGreaterThan(100_000);
      expect(preset.minimumLongSide).toBeGreaterThan(0);
    },
  );
});
