import { describe, expect, it } from "vitest";
import { downloadRequestSchema } from "./batch-schema";

const issues = (body: unknown) => {
  const parsed = downloadRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("downloadRequestSchema", () => {
  it("takes distinct items, each with its own distinct photo names", () => {
    expect(
      issues({
        mode: "photos",
        items: [
          { item: "12345-001", photos: ["12345-001_01.jpg", "12345-001_03.jpg"] },
          { item: "67890-010", photos: ["67890-010_01.jpg"] },
        ],
      }),
    ).toEqual([]);
  });

  it("refuses a photo named twice in one item", () => {
    const twice = { item: "12345-001", photos: ["12345-001_01.jpg", "12345-001_02.jpg", "12345-001_01.jpg"] };
    expect(issues({ mode: "photos", items: [twice] })).toEqual(["an item's photos must be distinct"]);
    expect(issues({ mode: "sheet", items: [twice] })).toEqual(["an item's photos must be distinct"]);
  });

  it("refuses an item named twice", () => {
    const item = { item: "12345-001", photos: ["12345-001_01.jpg"] };
    expect(issues({ mode: "photos", items: [item, item] })).toEqual(["items must be distinct"]);
  });

  it("refuses more than 100 photos for an item, and photos of another item", () => {
    const many = Array.from({ length: 101 }, (_, n) => `A1_${String(n + 1).padStart(2, "0")}.jpg`);
    expect(issues({ mode: "photos", items: [{ item: "A1", photos: many }] })).not.toEqual([]);
    expect(issues({ mode: "photos", items: [{ item: "A1", photos: ["B2_01.jpg"] }] })).toEqual([
      "photos must be the item's own photo names",
    ]);
  });
});
