// The door of photos/catalogue/ (the photo catalogue: sources, discovery, the product directory): its server-
// only parts. The other photo rooms import through here (docs/architecture.md).
export type { DirectoryFields } from "./directory-fields.server";
export { directoryChoices, directoryFields, directoryRange } from "./directory-fields.server";
export { streamFrom } from "./iterable-stream.server";
export { lookupLines, ndjson } from "./lookup-stream.server";
export type { OpenOptions } from "./photo-source.server";
export { PhotoGoneError, photoPath } from "./photo-source.server";
export type { PhotoStore } from "./photo-store.server";
export { photoStore } from "./photo-store.server";
