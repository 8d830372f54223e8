/**
 * SPEC §2 /services: the five services in the page's order and where each one's link goes. Marketing
 * support leads to the distribution centre, every other service to the contact page. The ids are the
 * sections' anchors (`/services#dropship`), which the footer links to.
 */
export const SERVICES = [
  { id: "fulfillment", link: "/contact" },
  { id: "dropship", link: "/contact" },
  { id: "sales", link: "/contact" },
  { id: "marketing", link: "/distribution" },
  { id: "ecommerce", link: "/contact" },
] as const;

export type Service = (typeof SERVICES)[number];
