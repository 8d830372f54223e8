// The door of retailers/ (the retail account application): its server-only parts. Everything outside the room
// imports through here (docs/architecture.md).
export { applicationAction } from "./application-action.server";
export { applicationReference } from "./application-mails.server";
export {
  findApplication,
  listApplications,
  moveApplication,
  newApplicationCount,
  type StatusChange,
  type StoredApplication,
} from "./applications.server";
export { startRetailersUpkeep, stopRetailersUpkeep } from "./upkeep.server";
