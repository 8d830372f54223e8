/**
 * A product code as the GTIN-14 a SKU is stored under: a UPC-A (12 digits), an EAN-13 or a GTIN-14 whose
 * check digit is right, with leading zeros to 14 digits. What a scanner reads of one barcode in any of its
 * spellings is one key. Undefined for anything else (other lengths, letters, a wrong check digit).
 */
export function gtinOf(code: string): string | undefined {
  const digits = code.trim();
  if (!/^(\d{12}|\d{13}|\d{14})$/.test(digits)) return undefined;
  const gtin = digits.padStart(14, "0");
  // GS1's mod-10: from the right, leaving out the check digit, weights 3, 1, 3, 1…
  let sum = 0;
  for (let index = 0; index < 13; index++) sum += Number(gtin[index]) * (index % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(gtin[13]) ? gtin : undefined;
}
