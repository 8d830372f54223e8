// The door of messages/ (the staff view of leads: list, detail, CSV, sending again). Everything outside the room
// imports through here (docs/architecture.md).
export { MESSAGES_PAGE_SIZE, parseMessageFilter } from "./filter";
export type { SendAgainOutcome } from "./message-detail";
export { MessageDetail } from "./message-detail";
export { MessageFilters } from "./message-filters";
export { MessageTable } from "./message-table";
export { messageView } from "./message-view";
export { MESSAGES_STRINGS } from "./strings";
