import { describe, expect, it } from "vitest";
import { gtinOf } from "./gtin";

describe("gtinOf", () => {
  it("reads a UPC-A, an EAN-13 and a GTIN-14 of one product as one key", () => {
    // A UPC-A (check digit 2), the same product as EAN-13 and as GTIN-14.
    expect(gtinOf("036000291452")).toBe("00036000291452");
    expect(gtinOf("0036000291452")).toBe("00036000291452");
    expect(gtinOf("00036000291452")).toBe("00036000291452");
    expect(gtinOf(" 4006381333931 ")).toBe("04006381333931");
  });

  it("refuses a wrong check digit, letters and other lengths", () => {
    expect(gtinOf("036000291453")).toBeUndefined();
    expect(gtinOf("4006381333932")).toBeUndefined();
    expect(gtinOf("03600029145X")).toBeUndefined();
    expect(gtinOf("12345670")).toBeUndefined();
    expect(gtinOf("")).toBeUndefined();
    expect(gtinOf("=036000291452")).toBeUndefined();
  });
});
