import { z } from "zod";
import {
  BRAND_MOTIFS,
  BRAND_TEXT_FIELDS,
  BRAND_TEXT_LIMITS,
  WORDMARK_CASES,
  WORDMARK_FAMILIES,
} from "./fields.ts";

/**
 * Brand content, per brand and per language (SPEC §3 "Brand content"). Image fields name an image, not
 * a file: `brands/aquatalia/hero` is made at every size the site needs by `npm run prepare:assets`, from
 * `content/brands/images/aquatalia/hero.jpg` when such a file exists and from our own artwork otherwise.
 */
const text = z.string().trim().min(1);
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
  /**
   * What an uploaded image shows, for screen readers: given with every upload in the studio. Our own artwork
   * has none: it is decoration beside the brand's name.
   */
  heroImageAlt: upTo(BRAND_TEXT_LIMITS.imageAlt).optional(),
  section1ImageAlt: upTo(BRAND_TEXT_LIMITS.imageAlt).optional(),
  section2ImageAlt: upTo(BRAND_TEXT_LIMITS.imageAlt).optional(),
  contactImageAlt: upTo(BRAND_TEXT_LIMITS.imageAlt).optional(),
});

/** How our artwork draws a brand: the product it shows, its accent colour and its typeset wordmark. */
export const brandLookSchema = z.strictObject({
  motif: z.enum(BRAND_MOTIFS),
  accent: z.string().regex(/^#[0-9a-f]{6}$/),
  wordmark: z.strictObject({
    family: z.enum(WORDMARK_FAMILIES),
    weight: z.number().int().min(100).max(900),
    case: z.enum(WORDMARK_CASES),
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
