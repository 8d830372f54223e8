// The door of messages/ (the staff view of leads: list, detail, CSV, sending again). Everything outside the room
// imports through here (docs/architecture.md).

export type { CustomerOutcome } from "./application-customer";
export type { ApplicationOutcome } from "./application-detail";
export { ApplicationDetail } from "./application-detail";
export { ApplicationFilters, ApplicationTable, parseApplicationFilter } from "./application-list";
export { applicationView } from "./application-view";
export { MESSAGES_PAGE_SIZE, messageFilterString, parseMessageFilter } from "./filter";
export { HANDLED_MESSAGE_FIELD } from "./handled-toggle";
export type { MessageOutcome } from "./message-detail";
export { MessageDetail } from "./message-detail";
export { MessageFilters } from "./message-filters";
export { MessageKinds } from "./message-kinds";
export { MessageTable } from "./message-table";
export { messageView } from "./message-view";
export { MESSAGES_STRINGS } from "./strings";
