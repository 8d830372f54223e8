import { z } from "zod/mini";
import { LANGUAGES } from "~/lib/languages";
import { LINE_SHEET_MAX_ITEMS } from "../constants";
import { isItemNumber, splitItemNumbers } from "../item-numbers";

/** The brand manager's name as a line sheet prints it on every page. */
export const MANAGER_MAX_LENGTH = 80;

/** The line sheet form as a browser posts it, with or without scripts. */
export const lineSheetFormSchema = z.object({
  brand: z._default(z.string().check(z.trim(), z.maxLength(200)), ""),
  season: z._default(z.string().check(z.trim(), z.maxLength(200)), ""),
  items: z._default(z.string(), ""),
  language: z.enum(LANGUAGES),
  manager: z.string().check(z.trim(), z.minLength(1), z.maxLength(MANAGER_MAX_LENGTH)),
  /** A customer's ERP number for its prices, or empty for none (the route checks the ERP sent it). */
  customer: z._default(z.string().check(z.trim(), z.maxLength(40)), ""),
});
export type LineSheetForm = z.infer<typeof lineSheetFormSchema>;

/**
 * What the form asks for: the item numbers typed, when any (they win over the brand), else the brand's
 * season; or why it cannot be made.
 */
export function lineSheetRequest(
  form: LineSheetForm,
): { range: { items: string[] } | { brand: string; season: string } } | { refused: LineSheetOutcome } {
  const pieces = splitItemNumbers(form.items);
  if (pieces.length > 0) {
    const wrong = pieces.filter((piece) => !isItemNumber(piece));
    if (wrong.length > 0) return { refused: { outcome: "notItemNumbers", pieces: wrong } };
    if (pieces.length > LINE_SHEET_MAX_ITEMS)
      return { refused: { outcome: "tooMany", count: pieces.length } };
    return { range: { items: pieces } };
  }
  if (form.brand === "") return { refused: { outcome: "nothing" } };
  return { range: { brand: form.brand, season: form.season } };
}

/** A line sheet made, as the page shows it, or why none was made. */
export type MadeLineSheet =
  | {
      outcome: "made";
      id: string;
      url: string;
      fileName: string;
      styles: number;
      items: number;
      /** Items the directory lists without a photo yet: they show as coming. */
      photoComing: string[];
      /** Item numbers neither the directory nor the catalogue knows: left out. */
      unknown: string[];
    }
  | { outcome: "empty"; unknown: string[] }
  | { outcome: "tooMany"; count: number }
  /** The directory or the photos could not be read (the photo origin down): ours, not the sender's. */
  | { outcome: "unavailable" };

/** The answer to the form: the sheet made, or why not. */
export type LineSheetOutcome =
  | MadeLineSheet
  | { outcome: "nothing" | "invalid" }
  | { outcome: "notItemNumbers"; pieces: string[] };
