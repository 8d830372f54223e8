// The door of retailers/ (the retail account application, the B2B page's notify-me list): its server-only
// parts. Everything outside the room imports through here (docs/architecture.md).
export { applicationAction } from "./application-action.server";
export { releaseHeldApplication } from "./application-delivery.server";
export { applicationReference } from "./application-mails.server";
export {
  deleteHeldApplication,
  findApplication,
  listApplications,
  markApplicationCustomer,
  moveApplication,
  newApplicationCount,
  unmarkApplicationCustomer,
} from "./applications.server";
export { notifyAction } from "./notify-action.server";
export { notifyListCsv } from "./notify-export.server";
export { confirmNotifyLink, unsubscribeLinkAddress } from "./notify-links.server";
export { confirmLink, notifyListCounts, unsubscribe } from "./notify-list.server";
export { startRetailersUpkeep, stopRetailersUpkeep } from "./upkeep.server";
