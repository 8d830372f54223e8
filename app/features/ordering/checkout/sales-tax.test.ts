import { describe, expect, it } from "vitest";
import { salesTaxLines } from "./sales-tax";

const DAY = "2026-12-01";
const named = (lines: ReturnType<typeof salesTaxLines>) =>
  lines.map((line) => `${line.code} ${line.amountCents}`);

describe("Canadian sales tax by the ship-to's province", () => {
  it("charges each province its own named taxes on $1,000.00", () => {
    const expected: Record<string, string[]> = {
      ON: ["HST 13000"],
      NB: ["HST 15000"],
      NL: ["HST 15000"],
      PE: ["HST 15000"],
      NS: ["HST 14000"],
      // QST on the price before GST: 9.975 % of $1,000.00, not of $1,050.00.
      QC: ["GST 5000", "QST 9975"],
      BC: ["GST 5000", "PST 7000"],
      MB: ["GST 5000", "RST 7000"],
      SK: ["GST 5000", "PST 6000"],
      AB: ["GST 5000"],
      NT: ["GST 5000"],
      NU: ["GST 5000"],
      YT: ["GST 5000"],
    };
    for (const [province, taxes] of Object.entries(expected))
      expect(named(salesTaxLines(100_000, province, DAY, "")), province).toEqual(taxes);
  });

  it("changes Nova Scotia's HST from 15 % to 14 % on 2025-04-01, and not a day before", () => {
    expect(named(salesTaxLines(100_000, "NS", "2025-03-31", ""))).toEqual(["HST 15000"]);
    expect(named(salesTaxLines(100_000, "NS", "2025-04-01", ""))).toEqual(["HST 14000"]);
  });

  it("leaves out the provincial tax when the customer's PST number is on file, never GST, HST or QST", () => {
    for (const province of ["BC", "SK", "MB"])
      expect(named(salesTaxLines(100_000, province, DAY, "PST-1234-5678")), province).toEqual(["GST 5000"]);
    expect(named(salesTaxLines(100_000, "QC", DAY, "PST-1234-5678"))).toEqual(["GST 5000", "QST 9975"]);
    expect(named(salesTaxLines(100_000, "ON", DAY, "PST-1234-5678"))).toEqual(["HST 13000"]);
  });

  it("rounds each tax line once, half up to the cent, on the whole subtotal", () => {
    // 9.975 % of $12.34 is 123.0915 cents; of $0.50, 4.9875 cents.
    expect(named(salesTaxLines(1_234, "QC", DAY, ""))).toEqual(["GST 62", "QST 123"]);
    expect(named(salesTaxLines(50, "QC", DAY, ""))).toEqual(["GST 3", "QST 5"]);
    expect(salesTaxLines(1_234, "QC", DAY, "")[1]).toMatchObject({ baseCents: 1_234, ratePpm: 99_750 });
  });

  it("charges nothing on nothing, and nothing in a place that is not a province", () => {
    expect(salesTaxLines(0, "ON", DAY, "")).toEqual([]);
    expect(salesTaxLines(100_000, "XX", DAY, "")).toEqual([]);
  });
});
