// The door of distribution/ (the Distribution page's sections). Everything outside the room imports through here
// (docs/architecture.md).
export { DistributionServices } from "./distribution-services";
export { FacilityFacts } from "./facility-facts";
export { DISTRIBUTION_STRINGS } from "./strings";
