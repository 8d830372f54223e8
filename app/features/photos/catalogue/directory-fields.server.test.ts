import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EXPORT_PRESETS } from "../../../../content/photo-presets";
import { exportPhotos } from "../exports/export-entries.server";
import { directoryFields } from "./directory-fields.server";
import { photoFolder } from "./photo-folder.server";
import { PhotoStore } from "./photo-store.server";

const dirs: string[] = [];
function storeWith(directory: string | undefined): PhotoStore {
  const dir = mkdtempSync(path.join(tmpdir(), "directory-fields-"));
  dirs.push(dir);
  if (directory !== undefined) writeFileSync(path.join(dir, "item_number_master_directory.json"), directory);
  return new PhotoStore(photoFolder(dir), 1);
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("template fields from the master directory", () => {
  it("name photos by brand, season and colour, leaving out what the directory lacks", async () => {
    const store = storeWith(
      JSON.stringify({
        "A-1": { has_photos: true, brand_name: "Born", season_code: "FW26", color: "Café Noir" },
        "B-2": { has_photos: true, brand_name: 7 },
      }),
    );
    const fields = await directoryFields(store, ["A-1", "B-2", "C-3"]);
    const preset = { ...EXPORT_PRESETS[1], fileName: "{brand}/{season}/{item}_{color}_{seq}" };
    const items = ["A-1", "B-2", "C-3"].map((item) => ({ item, photos: [`${item}_01.jpg`] }));
    expect(exportPhotos(items, preset, fields).map(({ name }) => name)).toEqual([
      "Born/FW26/A-1_Cafe-Noir_01.jpg",
      "B-2/B-2/B-2_01.jpg",
      "C-3/C-3/C-3_01.jpg",
    ]);
  });

  it("are empty when the directory is missing or not JSON", async () => {
    expect((await directoryFields(storeWith(undefined), ["A-1"])).size).toBe(0);
    expect((await directoryFields(storeWith("{not json"), ["A-1"])).size).toBe(0);
  });
});
