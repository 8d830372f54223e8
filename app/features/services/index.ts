// The door of services/ (the Services page's sections). Everything outside the room imports through here
// (docs/architecture.md).
export { ServiceSection } from "./service-section";
export { SERVICES } from "./services";
export { SERVICES_STRINGS } from "./strings";
