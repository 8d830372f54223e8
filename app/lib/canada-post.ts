import type { ProvinceCode } from "@content/company/fields";

/** A Canadian postal code (A1A 1A1): the letters Canada Post uses in each place, a space optional. */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;
/** A postal code's first three characters, its forward sortation area (FSA): `L6J`. */
const POSTAL_AREA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i;

/** The first letter of a postal code names its province or territory (X serves both NT and NU). */
export const POSTAL_LETTERS: Record<ProvinceCode, string> = {
  NL: "A",
  NS: "B",
  PE: "C",
  NB: "E",
  QC: "GHJ",
  ON: "KLMNP",
  MB: "R",
  SK: "S",
  AB: "T",
  BC: "V",
  NT: "X",
  NU: "X",
  YT: "Y",
};

/** `A1A1A1`, `a1a 1a1` → `A1A 1A1`; undefined for anything Canada Post would not write. */
export function postalCodeOf(value: string): string | undefined {
  const match = POSTAL_CODE.exec(value.trim());
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : undefined;
}

/** `l6j`, `L6J` → `L6J`: a postal-code area written alone; undefined for anything else. */
export function postalAreaOf(value: string): string | undefined {
  const area = value.trim().toUpperCase();
  return POSTAL_AREA.test(area) ? area : undefined;
}

/** Whether a postal code (or its area) may belong to the province by its first letter. */
export const postalCodeFitsProvince = (code: string, province: ProvinceCode): boolean =>
  POSTAL_LETTERS[province].includes(code.charAt(0).toUpperCase());
