// The ERP room's door for the server: the inbox it takes feed files from.
export { startErpInbox, stopErpInbox } from "./feeds/inbox.server";
