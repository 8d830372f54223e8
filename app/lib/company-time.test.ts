import { describe, expect, it } from "vitest";
import { companyDayStart, formatCompanyTime, formatCompanyTimestamp } from "./company-time";

describe("times on the head office's clock", () => {
  it("writes Eastern standard and daylight time, named, in each language", () => {
    const winter = new Date("2026-01-02T03:04:05Z");
    expect(formatCompanyTime(winter, "en-CA")).toBe("Thursday, January 1, 2026 at 10:04 p.m. EST");
    expect(formatCompanyTime(winter, "fr-CA")).toBe("jeudi 1 janvier 2026 à 22 h 04 HNE");
    expect(formatCompanyTime(new Date("2026-07-15T16:30:00Z"), "en-CA")).toBe(
      "Wednesday, July 15, 2026 at 12:30 p.m. EDT",
    );
  });

  it("writes a sortable timestamp for spreadsheets", () => {
    expect(formatCompanyTimestamp(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-01 22:04 EST");
    expect(formatCompanyTimestamp(new Date("2026-07-15T04:05:00Z"))).toBe("2026-07-15 00:05 EDT");
  });
});

describe("days on the head office's clock", () => {
  it("starts a winter day at 05:00 UTC and a summer day at 04:00 UTC", () => {
    expect(new Date(companyDayStart("2026-01-15")).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    expect(new Date(companyDayStart("2026-07-01")).toISOString()).toBe("2026-07-01T04:00:00.000Z");
  });

  it("starts the days daylight time begins and ends at Oakville's midnight", () => {
    expect(new Date(companyDayStart("2026-03-08")).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(new Date(companyDayStart("2026-03-09")).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(new Date(companyDayStart("2026-11-01")).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(new Date(companyDayStart("2026-11-02")).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });
});
