// The door of photos/delivery/ (zip archives, photo sheets (CSV) and the file names in them). The other photo
// rooms import through here (docs/architecture.md).
export { fillNameTemplate } from "./file-name-template";
export { hidesItself, type NamedFile, uniqueNames } from "./unique-names";
