/**
 * The images of the marketing pages (home, about, services, distribution), named as the image pipeline names
 * them. Each is made from `content/marketing/images/{file}.jpg` when such a photo exists, and from our own
 * artwork otherwise; `kind` sets its proportions and sizes (see `app/lib/image-variants.ts`).
 */
export const MARKETING_IMAGES = {
  history: { name: "marketing/history", kind: "section" },
  services: { name: "marketing/services", kind: "section" },
  vision: { name: "marketing/vision", kind: "section" },
  fulfillment: { name: "marketing/fulfillment", kind: "section" },
  dropship: { name: "marketing/dropship", kind: "section" },
  sales: { name: "marketing/sales", kind: "section" },
  marketing: { name: "marketing/marketing", kind: "section" },
  ecommerce: { name: "marketing/ecommerce", kind: "section" },
  promo: { name: "marketing/promo", kind: "section" },
  banner: { name: "marketing/banner", kind: "hero" },
  distributionCentre: { name: "marketing/distribution-centre", kind: "hero" },
  replenishment: { name: "marketing/replenishment", kind: "section" },
} as const;

export type MarketingImage = keyof typeof MARKETING_IMAGES;
