import { BRANDS } from "@content/brands/index";
import { LEGAL_DOCUMENTS, type LegalFacts } from "@content/legal/schema";
import { describe, expect, it } from "vitest";
import { draftBrandPage } from "~/features/brands/catalogue.server";
import { HOME_COPY } from "~/features/home/copy";
import { SITE_LAYOUT_COPY } from "~/features/layout/copy";
import { legalDocument } from "~/features/legal/legal.server";
import { TRANSLATIONS } from "./resources.server";

const FACTS: Omit<LegalFacts, "botCheck"> = {
  company: "Trafalgar Brands",
  address: ["2400, chemin Trafalgar", "Oakville (Ontario) L6H 0A1", "Canada"],
  phone: "905-555-0172",
  hours: "Du lundi au vendredi, de 8 h 30 à 17 h (heure de l’Est)",
  generalEmail: "info@trafalgarbrands.example",
  accessibilityEmail: "accessibility@trafalgarbrands.example",
  privacyOfficer: {
    title: "Responsable de la protection des renseignements personnels",
    name: "Marie Roy",
    email: "privacy@trafalgarbrands.example",
  },
  retention: { deliveredDays: 45, failedDays: 120 },
  auditDays: 400,
  analyticsMonths: 25,
  staffCookie: "trafalgar_tools_session",
};

/** Every string in a nested table of copy, with where it is. */
function strings(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((entry, index) => strings(entry, `${where}[${index}]`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, entry]) => strings(entry, `${where}.${key}`));
  }
  return [];
}

/** Every piece of French text the site renders, as the pages receive it. */
const FRENCH_COPY: Array<[string, string]> = [
  ...strings(TRANSLATIONS.fr, "translations"),
  ...strings(HOME_COPY.strings.fr, "home copy"),
  ...strings(SITE_LAYOUT_COPY.strings.fr, "layout copy"),
  // content/'s brands, typeset as their pages show them (published revisions start from these).
  ...BRANDS.flatMap((brand) => strings(draftBrandPage(brand, "fr"), `brand ${brand.id}`)),
  ...LEGAL_DOCUMENTS.flatMap((name) =>
    (["altcha", "recaptcha"] as const).flatMap((botCheck) =>
      strings(legalDocument("fr", name, { ...FACTS, botCheck }), `${name} (${botCheck})`),
    ),
  ),
];

const NARROW = "\u202f";
const NO_BREAK = "\u00a0";

/** The French spacing mistakes in a text: what should come before ; ? ! : » and after «, and is not there. */
function spacingMistakes(text: string): string[] {
  const mistakes: string[] = [];
  // A mark that closes a word: followed by a space, a quote or the end (not "https://", "?lng=", "8:30").
  for (const match of text.matchAll(/([;?!:]+)(?=\s|$|["”’)])/gu)) {
    const before = text[match.index - 1];
    const wanted = match[0].startsWith(":") ? NO_BREAK : NARROW;
    if (match.index > 0 && before !== wanted && before !== NARROW && before !== NO_BREAK) {
      mistakes.push(`“${text.slice(Math.max(0, match.index - 15), match.index + 2)}”`);
    } else if (match.index > 0 && before !== wanted) {
      mistakes.push(
        `wrong space before ${match[0]} in “${text.slice(Math.max(0, match.index - 15), match.index + 2)}”`,
      );
    }
  }
  for (const match of text.matchAll(/«/g)) {
    if (text[match.index + 1] !== NARROW)
      mistakes.push(`after « in “${text.slice(match.index, match.index + 15)}”`);
  }
  for (const match of text.matchAll(/»/g)) {
    if (text[match.index - 1] !== NARROW)
      mistakes.push(`before » in “${text.slice(Math.max(0, match.index - 15), match.index + 1)}”`);
  }
  return mistakes;
}

describe("French copy", () => {
  it("covers the site's strings, brand pages and legal texts", () => {
    expect(FRENCH_COPY.length).toBeGreaterThan(500);
    expect(FRENCH_COPY.some(([where]) => where.startsWith("privacy"))).toBe(true);
    expect(FRENCH_COPY.some(([where]) => where.startsWith("brand joybees"))).toBe(true);
  });

  it("has the right no-break space before ; : ? ! » and after «, never a breaking or missing one", () => {
    const mistakes = FRENCH_COPY.flatMap(([where, text]) =>
      spacingMistakes(text).map((mistake) => `${where}: ${mistake}`),
    );
    expect(mistakes).toEqual([]);
  });

  it("catches the mistakes it looks for", () => {
    expect(spacingMistakes("la vente; nous")).toHaveLength(1);
    expect(spacingMistakes("la marchandise ?")).toHaveLength(1);
    expect(spacingMistakes("Courriel : a")).toHaveLength(1);
    expect(spacingMistakes("« en »")).toHaveLength(2);
    expect(spacingMistakes(`«${NARROW}en${NARROW}» ; https://a.ca/?b=c`)).toHaveLength(1);
  });
});
