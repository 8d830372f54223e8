// The ERP room's door for the server and routes: the inbox it takes feed files from, the endpoint an ERP posts to.
export { ERP_FEEDS_PATH, feedEndpoint } from "./feeds/feed-endpoint.server";
export { FEED_LIMIT_BYTES } from "./feeds/feed-layout.server";
export { startErpInbox, stopErpInbox } from "./feeds/inbox.server";
