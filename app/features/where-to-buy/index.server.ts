// The door of where-to-buy/: its server-only parts. Everything outside the room imports through here
// (docs/architecture.md).
export { searchStores } from "./search.server";
export { storeFileOf } from "./store-export.server";
export {
  type CheckedStoreList,
  checkStoreFile,
  dropStaleCheckedLists,
  liveStores,
  publishStoreList,
  type StoreListSummary,
  storeList,
  storeListHistory,
} from "./store-list.server";
