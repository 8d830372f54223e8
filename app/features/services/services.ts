import { contactPageFor } from "~/features/contact";

/**
 * SPEC §2 /services: the five services in the page's order and where each one's link goes. Marketing
 * support leads to the distribution centre, every other service to the contact page's form, with the
 * service's department chosen where the form has one (fulfillment has none: SPEC's `general` default). The
 * ids are the sections' anchors (`/services#dropship`), which the footer links to.
 */
export const SERVICES = [
  { id: "fulfillment", link: contactPageFor() },
  { id: "dropship", link: contactPageFor("dropshipping") },
  { id: "sales", link: contactPageFor("sales") },
  { id: "marketing", link: "/distribution" },
  { id: "ecommerce", link: contactPageFor("ecommerce") },
] as const;

export type Service = (typeof SERVICES)[number];
