// The door of about/ (the About page's sections). Everything outside the room imports through here
// (docs/architecture.md).
export { FacilitySection, WhatWeDo } from "./about-sections";
