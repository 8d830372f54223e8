import { describe, expect, it } from "vitest";
import { isBusinessDay, nextBusinessDay, ontarioHolidays, shipPromise } from "./ship-promise";

describe("the 8-hour promise's business days", () => {
  it("keeps Ontario's statutory holidays, a weekend one on the next free weekday", () => {
    expect([...ontarioHolidays(2026)].sort()).toEqual([
      "2026-01-01",
      "2026-02-16", // Family Day, third Monday of February
      "2026-04-03", // Good Friday (Easter is April 5)
      "2026-05-18", // Victoria Day, the Monday before May 25
      "2026-07-01",
      "2026-09-07", // Labour Day
      "2026-10-12", // Thanksgiving
      "2026-12-25",
      "2026-12-28", // Boxing Day falls on a Saturday
    ]);
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday: kept Monday and Tuesday; Canada Day on a Thursday.
    const next = ontarioHolidays(2027);
    expect(next.has("2027-12-27")).toBe(true);
    expect(next.has("2027-12-28")).toBe(true);
    expect(next.has("2027-03-26")).toBe(true); // Good Friday
    // Victoria Day when May 25 is itself a Monday (2026 is not; 2020 was): the Monday before, May 18.
    expect(ontarioHolidays(2020).has("2020-05-18")).toBe(true);
  });

  it("promises same-day shipping before the cut-off on a business day, and names the day otherwise", () => {
    expect(shipPromise("2026-12-01", "13:59", "14:00")).toEqual({ madeCutoff: true });
    expect(shipPromise("2026-12-01", "14:00", "14:00")).toEqual({ madeCutoff: false, shipsOn: "2026-12-02" });
    // Friday after the cut-off: Monday. Christmas Eve after it: past Christmas and Boxing Day (Monday the 28th).
    expect(shipPromise("2026-12-04", "15:00", "14:00")).toEqual({ madeCutoff: false, shipsOn: "2026-12-07" });
    expect(shipPromise("2026-12-24", "16:00", "14:00")).toEqual({ madeCutoff: false, shipsOn: "2026-12-29" });
    expect(shipPromise("2026-12-25", "09:00", "14:00")).toEqual({ madeCutoff: false, shipsOn: "2026-12-29" });
    expect(isBusinessDay("2026-12-26")).toBe(false);
    expect(nextBusinessDay("2026-12-31")).toBe("2027-01-04");
  });
});
