// The brand's fields as the studio edits them: plain data, free of the schema's library, so the studio's pages
// can use them without loading it (the schema itself checks content on the server).

/**
 * The longest each text may be, in characters: room for today's longest copy and some more, while a hero,
 * a card or a button still reads well. The studio counts against the same figures.
 */
export const BRAND_TEXT_LIMITS = {
  name: 60,
  description: 400,
  buttonText: 40,
  heading: 80,
  paragraph: 800,
  paragraphs: 4,
  contactHeading: 80,
  contactDescription: 300,
  submitText: 50,
  imageAlt: 200,
} as const;

/**
 * The texts a visitor reads, by their path in a language's content: what the French gate checks (the French
 * site is never behind the English one) and the studio shows side by side.
 */
export const BRAND_TEXT_FIELDS = [
  "name",
  "description",
  "buttonText",
  "section1Heading",
  "section1Paragraphs",
  "section2Heading",
  "section2Paragraphs",
  "contact.heading",
  "contact.description",
  "contact.submitText",
] as const;
export type BrandTextField = (typeof BRAND_TEXT_FIELDS)[number];

/** The image slots of a brand page, each with the kind of image it shows and its description's field. */
export const BRAND_IMAGE_SLOTS = {
  heroImage: { kind: "hero", alt: "heroImageAlt" },
  section1Image: { kind: "section", alt: "section1ImageAlt" },
  section2Image: { kind: "section", alt: "section2ImageAlt" },
  contactImage: { kind: "contact", alt: "contactImageAlt" },
} as const;
export type BrandImageSlot = keyof typeof BRAND_IMAGE_SLOTS;
export type BrandImageAlt = (typeof BRAND_IMAGE_SLOTS)[BrandImageSlot]["alt"];

/** What our artwork may draw for a brand: the product on its podium in the brand's accent colour. */
export const BRAND_MOTIFS = [
  "boot",
  "pump",
  "clog",
  "oxford",
  "sneaker",
  "hiker",
  "jewel",
  "pipe",
  "polo",
  "sandal",
  "chukka",
  "flat",
  "trailSandal",
  "slipOn",
  "workBoot",
  "chelsea",
  "loafer",
  "nurseShoe",
  "safetyBoot",
  "winterBoot",
  "kidsRunner",
  "firstWalker",
] as const;

/** How a brand's typeset wordmark may be set: its family, its letters' case and its weights. */
export const WORDMARK_FAMILIES = ["serif", "sans", "rounded", "condensed", "slab"] as const;
export const WORDMARK_CASES = ["upper", "lower", "as-is"] as const;
export const WORDMARK_WEIGHTS = [400, 500, 600, 700, 800, 900] as const;
