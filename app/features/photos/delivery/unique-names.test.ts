import { describe, expect, it } from "vitest";
import { hidesItself, uniqueNames } from "./unique-names";

describe("uniqueNames", () => {
  it("numbers a later item whose names another item's already took, all its photos alike", () => {
    const files = [
      { item: "20706-200", name: "20706200.MAIN.jpg" },
      { item: "20706-200", name: "20706200.PT01.jpg" },
      { item: "2070-6200", name: "20706200.MAIN.jpg" },
      { item: "2070-6200", name: "20706200.PT01.jpg" },
      { item: "2070620-0", name: "20706200.MAIN.jpg" },
    ];
    expect(uniqueNames(files).map(({ name }) => name)).toEqual([
      "20706200.MAIN.jpg",
      "20706200.PT01.jpg",
      "20706200-2.MAIN.jpg",
      "20706200-2.PT01.jpg",
      "20706200-3.MAIN.jpg",
    ]);
  });

  it("tells names apart as a file system that ignores case does, in folders too", () => {
    const files = [
      { item: "SH-100", name: "SH-100/SH-100_01.jpg" },
      { item: "sh-100", name: "sh-100/sh-100_01.jpg" },
      { item: "SH-200", name: "SH-200/SH-200_01.jpg" },
    ];
    expect(uniqueNames(files).map(({ name }) => name)).toEqual([
      "SH-100/SH-100_01.jpg",
      "sh-100/sh-100_01-2.jpg",
      "SH-200/SH-200_01.jpg",
    ]);
  });

  it("leaves names that do not meet alone, and says which hide their item", () => {
    const files = [
      { item: "A-1", name: "A-1/A-1_01.jpg" },
      { item: "B-1", name: "B1.MAIN.jpg" },
    ];
    expect(uniqueNames(files)).toEqual(files);
    expect(files.map(hidesItself)).toEqual([false, true]);
  });
});
