// Canadian sales tax rates by province, as data with effective dates (issue 51 §3, decision 333). Sources: the
// Canada Revenue Agency (GST/HST), Revenu Québec (QST), and British Columbia, Saskatchewan and Manitoba (PST,
// RST). Tax follows the place of delivery, the ship-to (CRA GST/HST memorandum 3-3-3). A change of rate is a
// new row with its first day, the old one given its last: orders placed before keep what they were charged.

/** The names a sales tax goes by on documents. */
export type SalesTaxCode = "GST" | "HST" | "QST" | "PST" | "RST";

export interface SalesTaxRate {
  province: string;
  code: SalesTaxCode;
  /** Millionths of the amount before tax: 5 % is 50000, 9.975 % is 99750. */
  ratePpm: number;
  /** The first and last day the rate applies (`2025-04-01`); null is open-ended. */
  startsOn: string | null;
  endsOn: string | null;
  /** A provincial tax on goods bought for resale, which the buyer's number on file exempts. */
  resaleExempt: boolean;
}

const federal = (province: string): SalesTaxRate => ({
  province,
  code: "GST",
  ratePpm: 50_000,
  startsOn: null,
  endsOn: null,
  resaleExempt: false,
});

const harmonized = (
  province: string,
  ratePpm: number,
  startsOn: string | null = null,
  endsOn: string | null = null,
): SalesTaxRate => ({
  province,
  code: "HST",
  ratePpm,
  startsOn,
  endsOn,
  resaleExempt: false,
});

export const SALES_TAX_RATES: readonly SalesTaxRate[] = [
  harmonized("ON", 130_000),
  harmonized("NB", 150_000),
  harmonized("NL", 150_000),
  harmonized("PE", 150_000),
  harmonized("NS", 150_000, null, "2025-03-31"),
  harmonized("NS", 140_000, "2025-04-01"),
  federal("QC"),
  // On the price before GST (since 2013).
  { province: "QC", code: "QST", ratePpm: 99_750, startsOn: null, endsOn: null, resaleExempt: false },
  federal("BC"),
  { province: "BC", code: "PST", ratePpm: 70_000, startsOn: null, endsOn: null, resaleExempt: true },
  federal("MB"),
  { province: "MB", code: "RST", ratePpm: 70_000, startsOn: null, endsOn: null, resaleExempt: true },
  federal("SK"),
  { province: "SK", code: "PST", ratePpm: 60_000, startsOn: null, endsOn: null, resaleExempt: true },
  federal("AB"),
  federal("NT"),
  federal("NU"),
  federal("YT"),
];
