// The door of where-to-buy/ (the store finder, and the store list staff import for it). Everything outside the
// room imports through here (docs/architecture.md).
export {
  BRAND_PARAM,
  CHECKED_LIST_KEEP_HOURS,
  distanceLimitOf,
  NEAR_PARAM,
  RESULTS_ANCHOR,
  STORE_COLUMNS,
  STORE_FILE_LIMIT_BYTES,
  STORE_FILE_MAX_ROWS,
  STORE_LIST_EXPORT_PATH,
  STORE_LIST_PATH,
  WHERE_TO_BUY_PATH,
  WITHIN_PARAM,
  whereToBuyPathFor,
} from "./constants";
export type { FailedRow, FileProblem, RowProblem, StoreSearch } from "./store";
export { BrandStoreFinder, StoreFinder } from "./store-finder";
export { type CheckedListView, StoreListTool, type StoreListView } from "./store-list-tool";
export { StoreResults } from "./store-results";
export { STORE_FINDER_STRINGS, STORE_LIST_STRINGS, WHERE_TO_BUY_STRINGS } from "./strings";
