import { z } from "zod";

/**
 * Brand content, per brand and per language (SPEC §3 "Brand content"). Image fields name an image, not
 * a file: `brands/aquatalia/hero` is made at every size the site needs by `npm run prepare:assets`, from
 * `content/brands/images/aquatalia/hero.jpg` when such a file exists and from our own artwork otherwise.
 */
const text = z.string().trim().min(1);
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
} as const;
const upTo = (limit: number) => text.max(limit);
const paragraphs = z.array(upTo(BRAND_TEXT_LIMITS.paragraph)).min(1).max(BRAND_TEXT_LIMITS.paragraphs);
const imageName = z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)+$/, "an image name like brands/{id}/hero");

export const brandLanguageSchema = z.strictObject({
  name: upTo(BRAND_TEXT_LIMITS.name),
  slug: z.string().regex(/^[A-Za-z0-9-]+$/),
  logo: imageName,
  homeLogo: imageName,
  heroImage: imageName,
  description: upTo(BRAND_TEXT_LIMITS.description),
  website: z.url({ protocol: /^https$/ }).optional(),
  buttonText: upTo(BRAND_TEXT_LIMITS.buttonText),
  section1Image: imageName,
  section1Heading: upTo(BRAND_TEXT_LIMITS.heading),
  section1Paragraphs: paragraphs,
  section2Image: imageName,
  section2Heading: upTo(BRAND_TEXT_LIMITS.heading),
  section2Paragraphs: paragraphs,
  contact: z.strictObject({
    heading: upTo(BRAND_TEXT_LIMITS.contactHeading),
    description: upTo(BRAND_TEXT_LIMITS.contactDescription),
    email: z.email().refine((email) => email === email.toLowerCase(), "lower-case"),
    submitText: upTo(BRAND_TEXT_LIMITS.submitText),
  }),
  contactImage: imageName.optional(),
});

/** How our artwork draws a brand: the product it shows, its accent colour and its typeset wordmark. */
export const brandLookSchema = z.strictObject({
  motif: z.enum([
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
  ]),
  accent: z.string().regex(/^#[0-9a-f]{6}$/),
  wordmark: z.strictObject({
    family: z.enum(["serif", "sans", "rounded", "condensed", "slab"]),
    weight: z.number().int().min(100).max(900),
    case: z.enum(["upper", "lower", "as-is"]),
    /** Extra space between letters, in em. */
    tracking: z.number().min(0).max(0.5),
    italic: z.boolean().optional(),
    /** A smaller second line, e.g. "NEW YORK". */
    subline: z.string().optional(),
  }),
});

export const brandContentSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  look: brandLookSchema,
  en: brandLanguageSchema,
  fr: brandLanguageSchema,
});

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

/**
 * A brand as the studio publishes it (decision 219): its content, and the French texts that are the English
 * ones on purpose (a brand's name, a proper noun), which the French gate lets through.
 */
export const publishedBrandSchema = z.strictObject({
  brand: brandContentSchema,
  sameInBothLanguages: z.array(z.enum(BRAND_TEXT_FIELDS)),
});

export type PublishedBrand = z.infer<typeof publishedBrandSchema>;
export type BrandLanguageContent = z.infer<typeof brandLanguageSchema>;
export type BrandLook = z.infer<typeof brandLookSchema>;
export type BrandContent = z.infer<typeof brandContentSchema>;
export type BrandMotif = BrandLook["motif"];
