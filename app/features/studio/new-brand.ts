import type { BrandContent, BrandLanguageContent, PublishedBrand } from "@content/brands/schema";
import { BUTTON_TEXT, brandImages } from "@content/brands/shared";

/** The longest id a new brand's address may carry: its name's limit, spelled out in plain letters. */
const BRAND_ID_MAX_LENGTH = 60;

/** Letters NFD does not take apart, spelled as an address spells them (`Børn` → `born`). */
const PLAIN_LETTERS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ð: "d", þ: "th", ł: "l" };

/**
 * A brand's id and address from its name, as the site's own brands have them: lower-case letters and digits,
 * accents dropped, anything else a single hyphen (`Santé Plus & Co.` → `sante-plus-co`). Empty when the name
 * holds no letter or digit.
 */
export function brandIdOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[øæœßðþł]/g, (letter) => PLAIN_LETTERS[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, BRAND_ID_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/** The art choices a new brand starts with, until staff choose its own. */
const FIRST_LOOK: BrandContent["look"] = {
  motif: "sneaker",
  accent: "#c7643a",
  wordmark: { family: "sans", weight: 700, case: "upper", tracking: 0.06 },
};

function emptyLanguage(id: string, language: "en" | "fr"): BrandLanguageContent {
  return {
    ...brandImages(id),
    name: "",
    slug: id,
    description: "",
    buttonText: BUTTON_TEXT[language],
    section1Heading: "",
    section1Paragraphs: [],
    section2Heading: "",
    section2Paragraphs: [],
    contact: { heading: "", description: "", email: "", submitText: "" },
  };
}

/**
 * A brand not written yet: what the form for a new one starts from. Its texts are empty (the first save asks
 * for every one), its website button says what every brand's says, and its name is the same in both languages
 * unless staff untick it. Its images are named only until its artwork is made on that first save.
 */
export function blankBrand(id: string): PublishedBrand {
  return {
    brand: { id, look: FIRST_LOOK, en: emptyLanguage(id, "en"), fr: emptyLanguage(id, "fr") },
    sameInBothLanguages: ["name"],
  };
}
