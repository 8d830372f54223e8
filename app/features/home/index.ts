// The door of home/ (the home page's sections). Everything outside the room imports through here
// (docs/architecture.md).
export { AboutBlock } from "./about-block";
export { BrandsSection } from "./brands-section";
export { HOME_COPY, HOME_COPY_SECTIONS } from "./copy";
export { CtaBanner } from "./cta-banner";
export { EcommercePromo } from "./ecommerce-promo";
export { HeroCarousel } from "./hero-carousel";
export { LogoStrip } from "./logo-strip";
export { organizationData } from "./organization-data";
export { ABOUT_BLOCK_STRINGS } from "./strings";
