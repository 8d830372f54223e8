import type { Database } from "~/lib/database.server";
import type { Language } from "~/lib/languages";
import { catalogueStyles } from "./catalogue-index.server";
import type { PublicStyle } from "./catalogue-view";
import { seasonRank } from "./seasons";

/** How many of a brand's newest seasons count as current (decision 331): the one selling and the next. */
const CURRENT_SEASONS = 2;
/** The most a brand page shows: a page, not the catalogue. */
const MOST_SHOWN = 12;

/**
 * A brand's current styles for its public page (issue 50 §5): those of its newest seasons in the
 * catalogue, newest season first, then by name. Nothing of prices or stock is read.
 */
export async function currentStyles(
  database: Database,
  brandId: string,
  language: Language,
): Promise<{ styles: PublicStyle[]; total: number }> {
  const own = (await catalogueStyles(database)).filter((style) => style.brand === brandId);
  const seasons = [...new Set(own.map((style) => style.season))]
    .sort((a, b) => seasonRank(b) - seasonRank(a))
    .slice(0, CURRENT_SEASONS);
  const current = own
    .filter((style) => seasons.includes(style.season) && style.colourways.length > 0)
    .sort(
      (a, b) =>
        seasonRank(b.season) - seasonRank(a.season) ||
        a.name[language].localeCompare(b.name[language], language),
    );
  return {
    total: current.length,
    styles: current.slice(0, MOST_SHOWN).map((style) => ({
      styleNumber: style.styleNumber,
      name: style.name[language],
      colourways: style.colourways.map((colourway) => ({
        itemNumber: colourway.itemNumber,
        colour: colourway.colourName[language],
      })),
    })),
  };
}
