import { phoneNumberOf, phoneText, postalCodeFitsProvince, postalCodeOf } from "~/lib/canada-post";
import { csvRecords } from "~/lib/csv-text";
import { isStorableText, websiteOf, withoutHiddenCharacters } from "~/lib/text-rules";
import {
  FRENCH_STORE_COLUMNS,
  OPTIONAL_STORE_COLUMNS,
  STORE_COLUMNS,
  STORE_FIELD_MAX_LENGTH,
  STORE_FILE_LIMIT_BYTES,
  STORE_FILE_MAX_ROWS,
  type StoreColumn,
} from "./constants";
import { placeKey, provinceNamed } from "./place-key";
import { postalAreas } from "./postal-areas.server";
import type { FailedRow, FileProblem, RowProblem, Store } from "./store";

/** A brand a row may name, by its id (`kenneth-cole-new-york`) or its name (`Kenneth Cole New York`). */
export interface BrandName {
  id: string;
  name: string;
}

export type StoreFileReading =
  | { ok: true; stores: Store[]; failed: FailedRow[] }
  | ({ ok: false } & FileProblem);

/**
 * The file's text: UTF-8 (with or without the mark a spreadsheet puts first), or, when it is not valid UTF-8,
 * Windows-1252, what a spreadsheet in Canada saves as plain "CSV".
 */
function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** A header cell as a column: `Postal code`, `postal_code`, `Code postal` → `postal_code`. */
function columnOf(header: string): StoreColumn | undefined {
  const key = placeKey(header).replaceAll(" ", "_");
  return STORE_COLUMNS.find((column) => column === key) ?? FRENCH_STORE_COLUMNS[key];
}

/** `(905) 555-0142`, `+1 905 555 0142 x12` → `905-555-0142`, `905-555-0142 ext. 12`; undefined when not Canadian. */
function phoneOf(value: string): string | undefined {
  const number = phoneNumberOf(value);
  return number ? phoneText(number) : undefined;
}

/** One row as a store, or what keeps it out. */
function storeOf(
  cell: (column: StoreColumn) => string,
  brandsByKey: ReadonlyMap<string, string>,
): { store: Store } | { problems: RowProblem[] } {
  const cells = {
    name: cell("name"),
    address: cell("address"),
    city: cell("city"),
    province: cell("province"),
    postal_code: cell("postal_code"),
    phone: cell("phone"),
    website: cell("website"),
    brands: cell("brands"),
  } satisfies Record<StoreColumn, string>;
  const problems: RowProblem[] = [];
  for (const column of STORE_COLUMNS) {
    const value = cells[column];
    if (!value && !OPTIONAL_STORE_COLUMNS.includes(column)) problems.push({ column, problem: "missing" });
    else if (column !== "brands" && value.length > STORE_FIELD_MAX_LENGTH[column])
      problems.push({ column, problem: "tooLong" });
  }
  const province = provinceNamed(cells.province);
  if (cells.province && !province)
    problems.push({ column: "province", problem: "invalid", value: cells.province });
  const postalCode = postalCodeOf(cells.postal_code);
  if (cells.postal_code && !postalCode)
    problems.push({ column: "postal_code", problem: "invalid", value: cells.postal_code });
  else if (postalCode && !postalAreas().has(postalCode.slice(0, 3)))
    problems.push({ column: "postal_code", problem: "unknownArea", value: postalCode });
  else if (postalCode && province && !postalCodeFitsProvince(postalCode, province))
    problems.push({ column: "postal_code", problem: "otherProvince", value: postalCode });
  const phone = cells.phone ? phoneOf(cells.phone) : "";
  if (phone === undefined) problems.push({ column: "phone", problem: "invalid", value: cells.phone });
  const website = websiteOf(cells.website);
  if (website === undefined) problems.push({ column: "website", problem: "invalid", value: cells.website });
  const brands: string[] = [];
  for (const named of cells.brands
    .split(/[;|,]/)
    .map((name) => name.trim())
    .filter(Boolean)) {
    const id = brandsByKey.get(placeKey(named));
    if (!id) problems.push({ column: "brands", problem: "unknownBrand", value: named });
    else if (!brands.includes(id)) brands.push(id);
  }
  if (problems.length > 0 || !province || !postalCode || phone === undefined || website === undefined)
    return { problems };
  return {
    store: {
      name: cells.name,
      address: cells.address,
      city: cells.city,
      province,
      postalCode,
      phone,
      website,
      brands,
    },
  };
}

/**
 * Reads a store file (CSV with a header row): every row that is a good store, and every other row with each
 * reason it was left out. A row that repeats an earlier store (same name and address) is left out too. A file
 * that cannot be a store list (too large, unreadable, without a needed column) is refused as a whole.
 */
export function readStoreFile(bytes: Uint8Array, brandNames: readonly BrandName[]): StoreFileReading {
  if (bytes.byteLength === 0) return { ok: false, problem: "empty" };
  if (bytes.byteLength > STORE_FILE_LIMIT_BYTES) return { ok: false, problem: "tooLarge" };
  // Invisible and control characters are dropped, not the rows that hold them: a right-to-left override in a
  // name would reverse it on the public finder, and none means anything in an English or French store list
  // (decision 277).
  const text = withoutHiddenCharacters(textOf(bytes));
  if (!isStorableText(text)) return { ok: false, problem: "unreadable" };
  let records: string[][];
  let lines: number[];
  try {
    ({ records, lines } = csvRecords(text));
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, problem: "empty" };
  if (rows.length > STORE_FILE_MAX_ROWS) return { ok: false, problem: "tooManyRows", rows: rows.length };
  const positions = new Map<StoreColumn, number>();
  header.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = STORE_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) return { ok: false, problem: "missingColumns", columns: missing };
  const brandsByKey = new Map(
    brandNames.flatMap((brand) => [
      [placeKey(brand.id), brand.id],
      [placeKey(brand.name), brand.id],
    ]),
  );
  const stores: Store[] = [];
  const failed: FailedRow[] = [];
  const seen = new Map<string, number>();
  for (const [index, record] of rows.entries()) {
    const line = lines[index + 1] ?? 0;
    const read = storeOf((column) => record[positions.get(column) ?? -1] ?? "", brandsByKey);
    if ("problems" in read) {
      failed.push({ line, problems: read.problems });
      continue;
    }
    const identity = `${placeKey(read.store.name)}|${placeKey(read.store.address)}|${read.store.postalCode}`;
    const first = seen.get(identity);
    if (first !== undefined)
      failed.push({ line: line, problems: [{ column: "name", problem: "repeated", line: first }] });
    else {
      seen.set(identity, line);
      stores.push(read.store);
    }
  }
  if (stores.length === 0 && failed.length === 0) return { ok: false, problem: "noStores" };
  return { ok: true, stores, failed };
}
