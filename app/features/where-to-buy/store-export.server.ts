import { spreadsheetCsv, spreadsheetText } from "~/lib/spreadsheet-cell";
import { STORE_COLUMNS } from "./constants";
import { phoneForDisplay, type Store } from "./store";

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
        store.phone ? phoneForDisplay(store.phone) : "",
        store.website,
        store.brands.map((id) => brandNames.get(id) ?? id).join("; "),
      ].map(spreadsheetText),
    ),
    { header: true, columns: [...STORE_COLUMNS] },
  );
}
