// The ERP room's door for pages: the staff feeds page and where it lives.
export { FEEDS_PATH, REFUSED_ROWS_ROUTE, refusedRowsPath } from "./constants";
export { FeedsOverview, type FeedView } from "./feeds-overview";
export { FEEDS_STRINGS } from "./strings";
