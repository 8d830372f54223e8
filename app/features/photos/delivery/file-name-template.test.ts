import { describe, expect, it } from "vitest";
import { fillNameTemplate, sanitiseNamePart, viewCode } from "./file-name-template";

describe("file-name templates", () => {
  it("number views as Amazon does: MAIN, then PT01 to PT08", () => {
    expect([1, 2, 3, 9].map(viewCode)).toEqual(["MAIN", "PT01", "PT02", "PT08"]);
  });

  it("fill every placeholder, with two-digit sequences", () => {
    const fields = { item: "12345-001", position: 3, brand: "Born", season: "FW26", color: "Black" };
    expect(fillNameTemplate("{brand}/{season}/{item}_{color}_{seq}-{view}", fields, "file-name", "jpg")).toBe(
      "Born/FW26/12345-001_Black_03-PT02.jpg",
    );
  });

  it("give Amazon identifiers with no dashes or spaces", () => {
    expect(fillNameTemplate("{item}.{view}", { item: "12345-001", position: 1 }, "alphanumeric", "jpg")).toBe(
      "12345001.MAIN.jpg",
    );
  });

  it("sanitise values for any file system and URL: accents, spaces, slashes, dots", () => {
    expect(sanitiseNamePart("Crème brûlée / Noir", "file-name")).toBe("Creme-brulee-Noir");
    expect(sanitiseNamePart("../../etc", "file-name")).toBe("etc");
    expect(sanitiseNamePart("Kenneth Cole: New-York", "alphanumeric")).toBe("KennethColeNewYork");
    expect(sanitiseNamePart("  ", "file-name")).toBe("");
  });

  it("drop the separators an empty value leaves, and name an emptied folder after the item", () => {
    const fields = { item: "AB-1", position: 2, color: "" };
    expect(fillNameTemplate("{brand}/{item}_{color}_{seq}", fields, "file-name", "webp")).toBe(
      "AB-1/AB-1_02.webp",
    );
  });
});
