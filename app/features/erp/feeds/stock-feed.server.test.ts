import { describe, expect, it } from "vitest";
import { OPTIONAL_STOCK_COLUMNS, STOCK_COLUMNS } from "./columns";
import { isoDateOf } from "./feed-cells";
import { readFeedCsv } from "./feed-csv.server";
import { stockFeedOf } from "./stock-feed.server";

function feedOf(...lines: string[]) {
  const reading = readFeedCsv(
    new TextEncoder().encode(lines.join("\n")),
    STOCK_COLUMNS,
    OPTIONAL_STOCK_COLUMNS,
  );
  if (!reading.ok) throw new Error(JSON.stringify(reading.problem));
  return { feed: stockFeedOf(reading.rows), refusedOnReading: reading.refused };
}

describe("the stock feed", () => {
  it("reads each SKU's available-to-sell and next receipt, as a snapshot unless the file says delta", () => {
    const { feed } = feedOf(
      "upc,ats,incoming_quantity,incoming_date",
      "036000291452,14,120,2026-12-15",
      "4006381333931,0,,",
    );
    expect(feed).toEqual({
      mode: "snapshot",
      refused: [],
      stock: [
        expect.objectContaining({
          record: {
            gtin: "00036000291452",
            erp_ats: 14,
            incoming_quantity: 120,
            incoming_date: "2026-12-15",
          },
        }),
        expect.objectContaining({
          record: { gtin: "04006381333931", erp_ats: 0, incoming_quantity: 0, incoming_date: null },
        }),
      ],
    });
    expect(feedOf("upc;ats;mode", "036000291452;3;delta", "4006381333931;1;Delta").feed).toMatchObject({
      mode: "delta",
    });
  });

  it("refuses a file whose rows do not say one mode", () => {
    expect(feedOf("upc,ats,mode", "036000291452,3,delta", "4006381333931,1,snapshot").feed).toEqual({
      problem: { code: "badMode" },
    });
    expect(feedOf("upc,ats,mode", "036000291452,3,partial").feed).toEqual({ problem: { code: "badMode" } });
  });

  it("refuses a negative or broken quantity, a date that is no day, a receipt without a date and a repeated UPC", () => {
    const { feed } = feedOf(
      "upc,ats,incoming_quantity,incoming_date",
      "036000291452,-3,,",
      "036000291452,1.5,,",
      "036000291452,3,x,",
      "036000291452,3,10,2026-02-30",
      "036000291452,3,10,",
      "036000291453,3,,",
      "036000291452,3,,",
      "036000291452,4,,",
    );
    if ("problem" in feed) throw new Error("refused whole");
    expect(feed.refused.map(({ line, problem }) => ({ line, ...problem }))).toEqual([
      { line: 2, code: "badCount", column: "ats" },
      { line: 3, code: "badCount", column: "ats" },
      { line: 4, code: "badCount", column: "incoming_quantity" },
      { line: 5, code: "badDate", column: "incoming_date" },
      { line: 6, code: "missing", column: "incoming_date" },
      { line: 7, code: "badGtin", column: "upc" },
      { line: 9, code: "duplicateGtin", column: "upc", otherLine: 8 },
    ]);
    expect(feed.stock.map((each) => each.line)).toEqual([8]);
  });

  it("takes a date only when it is a day of the calendar", () => {
    expect(isoDateOf("2028-02-29")).toBe("2028-02-29");
    expect(isoDateOf("2026-02-29")).toBeUndefined();
    expect(isoDateOf("2026-13-01")).toBeUndefined();
    expect(isoDateOf("15/12/2026")).toBeUndefined();
  });
});
