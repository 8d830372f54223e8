import { describe, expect, it } from "vitest";
import { downloadFileName, fileTimestamp } from "./file-timestamp";

describe("fileTimestamp", () => {
  it("is the ISO time with ':' and '.' made '-', without milliseconds or Z", () => {
    expect(fileTimestamp(new Date("2025-03-07T09:05:02.123Z"))).toBe("2025-03-07T09-05-02");
    expect(fileTimestamp(new Date("1999-12-31T23:59:59.999Z"))).toBe("1999-12-31T23-59-59");
  });
});

describe("downloadFileName", () => {
  const at = new Date("2025-11-20T14:30:00.000Z");
  it("names the zip and the sheet as the spec does", () => {
    expect(downloadFileName("photos", at)).toBe("photos_2025-11-20T14-30-00.zip");
    expect(downloadFileName("sheet", at)).toBe("photo_links_2025-11-20T14-30-00.csv");
  });
});
