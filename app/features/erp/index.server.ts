// The ERP room's door for the server and routes: the inbox it takes feed files from, the endpoint an ERP posts to,
// and what the staff feeds page and dashboard read of the files taken.
export { ERP_FEEDS_PATH, feedEndpoint } from "./feeds/feed-endpoint.server";
export { FEED_LIMIT_BYTES } from "./feeds/feed-layout.server";
export {
  type FeedSummary,
  feedsOverview,
  fileProblemPhrase,
  refusedRowsCsv,
  refusedRowsOf,
  staleStockSince,
} from "./feeds/feed-records.server";
export { startErpInbox, stopErpInbox } from "./feeds/inbox.server";
