// The door of photos/shares/ (share links for retailers). The other photo rooms import through here
// (docs/architecture.md).
export { ShareForm } from "./share-form";
export { ShareList, SharePages, sharesPageHref } from "./share-list";
export { ShareMade } from "./share-made";
export { ShareEnded, SharePage } from "./share-page";
export { shareFormSchema, sharesPageSchema } from "./share-schema";
