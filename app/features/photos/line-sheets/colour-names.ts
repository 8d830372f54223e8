import type { Language } from "~/lib/languages";

/**
 * French for the colour names the product directory writes in English, only where one word is right for
 * every product (decision 291). A colour not listed, or written otherwise ("Cognac", "Black/White"), is
 * shown as the directory writes it: a brand's colour name is often its own, and a wrong translation on a
 * buyer's sheet is worse than English.
 */
const FRENCH_COLOURS: Readonly<Record<string, string>> = {
  black: "Noir",
  white: "Blanc",
  brown: "Brun",
  grey: "Gris",
  gray: "Gris",
  navy: "Marine",
  red: "Rouge",
  burgundy: "Bordeaux",
  green: "Vert",
  olive: "Olive",
  "sky blue": "Bleu ciel",
  blue: "Bleu",
  beige: "Beige",
  pink: "Rose",
  silver: "Argent",
  gold: "Or",
};

/** A directory colour as a sheet in `language` names it. */
export function colourName(colour: string, language: Language): string {
  if (language !== "fr") return colour;
  return FRENCH_COLOURS[colour.trim().toLowerCase()] ?? colour;
}
