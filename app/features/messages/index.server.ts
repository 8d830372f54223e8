// The door of messages/ (the staff view of leads: list, detail, CSV, sending again): its server-only parts.
// Everything outside the room imports through here (docs/architecture.md).
export {
  deleteHeld,
  failingMessageCount,
  findMessage,
  heldMessageCount,
  listMessages,
  markHandled,
  releaseHeld,
  sendAgain,
} from "./messages.server";
export { messagesCsv } from "./messages-csv.server";
