import { phoneNumberOf, phoneText } from "~/lib/canada-post";
import { spreadsheetCsv, spreadsheetText } from "~/lib/spreadsheet-cell";
import { STORE_COLUMNS } from "./constants";
import type { Store } from "./store";

/** A store's number as the file writes it (a list imported before holds ten digits). */
const phoneTextOf = (stored: string) => {
  const number = phoneNumberOf(stored);
  return number ? phoneText(number) : stored;
};

/**
 * A list as the file staff import, in the same columns (brands by name, separated by semicolons): what they
 * download to edit and import again. Cells a spreadsheet would run as formulas are made text.
 */
export function storeFileOf(stores: readonly Store[], brandNames: ReadonlyMap<string, string>): string {
  return spreadsheetCsv(
    stores.map((store) =>
      [
        store.name,
        store.address,
        store.city,
        store.province,
        store.postalCode,
        phoneTextOf(store.phone),
        store.website,
        store.brands.map((id) => brandNames.get(id) ?? id).join("; "),
      ].map(spreadsheetText),
    ),
    { header: true, columns: [...STORE_COLUMNS] },
  );
}
