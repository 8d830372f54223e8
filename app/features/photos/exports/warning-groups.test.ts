import { describe, expect, it } from "vitest";
import { groupFindings } from "./warning-groups";

describe("groupFindings", () => {
  it("gives one warning per kind, with the photos concerned and the worst case", () => {
    expect(
      groupFindings("24373-001", 6, [
        { kind: "small", photo: 1, width: 900, height: 600 },
        { kind: "fill", photo: 1, fill: 0.66 },
        { kind: "small", photo: 2, width: 640, height: 480 },
        { kind: "background", photo: 3 },
        { kind: "fill", photo: 4, fill: 0.5 },
        { kind: "small", photo: 5, width: 800, height: 800 },
      ]),
    ).toEqual([
      { kind: "small", item: "24373-001", photos: [1, 2, 5], of: 6, width: 640, height: 480 },
      { kind: "fill", item: "24373-001", photos: [1, 4], of: 6, fill: 0.5 },
      { kind: "background", item: "24373-001", photos: [3], of: 6 },
    ]);
  });

  it("gives nothing for an item with no findings", () => {
    expect(groupFindings("24373-001", 6, [])).toEqual([]);
  });
});
