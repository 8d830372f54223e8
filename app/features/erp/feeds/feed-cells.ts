// Cells of the ERP feeds that several feeds share: codes, money and days.

/** `120`, `120.5`, `120.50` or, from a French export, `120,50` dollars, in cents; undefined otherwise. */
export function centsOf(value: string): number | undefined {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** `2026-12-15` when it is a day of the calendar; undefined otherwise. */
export function isoDateOf(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

/** A code as an ERP spells one (a price list, a group, a customer number, a ship-to): up to 40 characters. */
export const isErpCode = (value: string): boolean => /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(value);
