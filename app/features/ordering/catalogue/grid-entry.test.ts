import { describe, expect, it } from "vitest";
import { filledRun, neighbour, pastedQuantities, withPrepack } from "./grid-entry";

/** Two widths by four sizes; M is not made in size 3 (column 2), W not in size 1 (column 0). */
const CELLS = [
  ["m1", "m2", null, "m4"],
  [null, "w2", "w3", "w4"],
];

describe("a size grid's entry", () => {
  it("moves by arrow keys as a spreadsheet does, over sizes not made, and stops at the edges", () => {
    expect(neighbour(CELLS, { row: 0, column: 1 }, "ArrowRight")).toEqual({ row: 0, column: 3 });
    expect(neighbour(CELLS, { row: 0, column: 3 }, "ArrowRight")).toBeUndefined();
    expect(neighbour(CELLS, { row: 0, column: 0 }, "ArrowDown")).toBeUndefined();
    expect(neighbour(CELLS, { row: 1, column: 2 }, "ArrowUp")).toBeUndefined();
    expect(neighbour(CELLS, { row: 1, column: 3 }, "ArrowUp")).toEqual({ row: 0, column: 3 });
    expect(neighbour(CELLS, { row: 1, column: 1 }, "ArrowLeft")).toBeUndefined();
  });

  it("lays a block pasted from a spreadsheet over the cells it covers, passing over what is no quantity", () => {
    const block = "2\t3\t9\t4\t7\r\n\t5\tx\t6\r\n1\t1\r\n";
    expect(pastedQuantities(CELLS, { row: 0, column: 0 }, block)).toEqual(
      new Map([
        ["m1", 2],
        ["m2", 3],
        ["m4", 4],
        ["w2", 5],
        ["w4", 6],
      ]),
    );
    // One value is typed into the cell as it is.
    expect(pastedQuantities(CELLS, { row: 0, column: 0 }, "12")).toBeUndefined();
    expect(pastedQuantities(CELLS, { row: 1, column: 2 }, "1\t-2\t3.5")).toEqual(new Map([["w3", 1]]));
  });

  it("fills a size run either way round, and adds a prepack to what is typed", () => {
    expect(filledRun(CELLS, 0, 3, 0, 6)).toEqual(
      new Map([
        ["m1", 6],
        ["m2", 6],
        ["m4", 6],
      ]),
    );
    expect(
      withPrepack(new Map([["w2", 3]]), [
        { gtin: "w2", quantity: 1 },
        { gtin: "w3", quantity: 2 },
      ]),
    ).toEqual(
      new Map([
        ["w2", 4],
        ["w3", 2],
      ]),
    );
  });
});
