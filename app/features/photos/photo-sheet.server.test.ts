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

  it("quotes a field that holds a comma, a quote or a line break", async () => {
    const { stringify } = await import("csv-stringify/sync");
    // Item numbers cannot hold these, but the escaping is the library's: prove it is switched on as used.
    expect(stringify([["a,b", 'say "hi"', "two\nlines"]], { record_delimiter: "unix" })).toBe(
      '"a,b","say ""hi""","two\nlines"\n',
    );
  });

  it("refuses names that are not photos of the item", () => {
    expect(() =>
      photoSheet([{ item: "12345-001", photos: ["../secret.jpg"] }], "https://x.example"),
    ).toThrow();
  });
});
