import { describe, expect, it } from "vitest";
import { photoSheet } from "./photo-sheet.server";

describe("photoSheet", () => {
  it("has the spec's header and one line per image, linked from the public site", () => {
    const csv = photoSheet(
      [
        { item: "12345-001", photos: ["12345-001_01.jpg", "12345-001_03.jpg"] },
        { item: "67890-010", photos: ["67890-010_01.jpg"] },
      ],
      "https://www.trafalgarbrands.example",
    );
    expect(csv).toBe(
      [
        "Item Number,Image URL",
        "12345-001,https://www.trafalgarbrands.example/images/product_photos_item_numbers/12345-001/12345-001_01.jpg",
        "12345-001,https://www.trafalgarbrands.example/images/product_photos_item_numbers/12345-001/12345-001_03.jpg",
        "67890-010,https://www.trafalgarbrands.example/images/product_photos_item_numbers/67890-010/67890-010_01.jpg",
        "",
      ].join("\n"),
    );
  });

  it("refuses an item number holding a comma, a quote or a line break, which would split its line", () => {
    for (const item of ["12345,001", '12345"001', "12345\n001"]) {
      expect(() => photoSheet([{ item, photos: [`${item}_01.jpg`] }], "https://x.example"), item).toThrow();
    }
  });

  it("refuses names that are not photos of the item", () => {
    expect(() =>
      photoSheet([{ item: "12345-001", photos: ["../secret.jpg"] }], "https://x.example"),
    ).toThrow();
  });
});
