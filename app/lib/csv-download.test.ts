import { describe, expect, it } from "vitest";
import { csvDownload, datedCsvName } from "./csv-download";

describe("csvDownload", () => {
  it("sends the file as an uncached, unindexed attachment under its name", async () => {
    const response = csvDownload("\uFEFFa,b\r\n", "stores_2026-01-02.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="stores_2026-01-02.csv"');
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    // text() would drop the byte order mark the file must keep.
    expect(Buffer.from(await response.arrayBuffer()).toString("hex")).toBe("efbbbf612c620d0a");
  });

  it("names a file by the day it was asked for, in UTC", () => {
    expect(datedCsvName("audit", new Date("2026-03-04T23:59:00Z"))).toBe("audit_2026-03-04.csv");
  });
});
