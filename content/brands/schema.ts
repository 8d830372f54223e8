import { z } from "zod";

/**
 * Brand content, per brand and per language (SPEC §3 "Brand content"). Image fields name an image, not
 * a file: `brands/aquatalia/hero` is made at every size the site needs by `npm run prepare:assets`, from
 * `content/brands/images/aquatalia/hero.jpg` when such a file exists and from our own artwork otherwise.
 */
const text = z.string().trim().min(1);
const imageName = z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)+$/, "an image name like brands/{id}/hero");

export const brandLanguageSchema = z.strictObject({
  name: text,
  slug: z.string().regex(/^[A-Za-z0-9-]+$/),
  logo: imageName,
  homeLogo: imageName,
  heroImage: imageName,
  description: text,
  website: z.url({ protocol: /^https$/ }).optional(),
  buttonText: text,
  section1Image: imageName,
  section1Heading: text,
  section1Paragraphs: z.array(text).min(1),
  section2Image: imageName,
  section2Heading: text,
  section2Paragraphs: z.array(text).min(1),
  contact: z.strictObject({
    heading: text,
    description: text,
    email: z.email().refine((email) => email === email.toLowerCase(), "lower-case"),
    submitText: text,
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

export type BrandLanguageContent = z.infer<typeof brandLanguageSchema>;
export type BrandLook = z.infer<typeof brandLookSchema>;
export type BrandContent = z.infer<typeof brandContentSchema>;
export type BrandMotif = BrandLook["motif"];
