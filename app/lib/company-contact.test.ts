import { describe, expect, it } from "vitest";
import { DISPLAY_PHONE, postalAddressLines, yearIn } from "./company-contact";

describe("company contact details", () => {
  it("writes the address the way each language does, with a postal code that does not break", () => {
    expect(postalAddressLines("en")).toEqual([
      "2400 Trafalgar Road",
      "Oakville, Ontario L6H\u00a00A1",
      "Canada",
    ]);
    expect(postalAddressLines("fr")).toEqual([
      "2400 Trafalgar Road",
      "Oakville (Ontario) L6H\u00a00A1",
      "Canada",
    ]);
  });

  it("writes the phone number one way and the year without grouping", () => {
    expect(DISPLAY_PHONE).toBe("905-555-0172");
    expect(yearIn("fr-CA", new Date("2026-06-01T12:00:00Z"))).toBe("2026");
    expect(yearIn("en-CA", new Date("2026-06-01T12:00:00Z"))).toBe("2026");
  });
});
