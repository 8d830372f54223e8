// The door of photos/shares/ (share links for retailers): its server-only parts. The other photo rooms import
// through here (docs/architecture.md).
export { redactSharePath } from "./share-token";
export { countDownload, createShare, revokeShare, shareByToken, sharesPage } from "./shares.server";
