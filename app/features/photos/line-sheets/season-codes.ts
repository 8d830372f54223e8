import type { Translate } from "~/features/i18n";

/**
 * The directory's season codes, as the trade writes them: `SS25` is spring–summer 2025, `FW24` fall–winter
 * 2024 (a four-digit year is read too). A code of another shape is shown as written, never guessed at
 * (decision 291).
 */
const SEASON_CODE = /^(SS|FW)(\d{2}|\d{4})$/i;

/** The two halves of a year a season code names, in the order they come in a year. */
export const SEASON_HALVES = ["SS", "FW"] as const;
export type SeasonHalf = (typeof SEASON_HALVES)[number];

/** What `code` names, or undefined when it is not a season code we read. */
export function parseSeasonCode(code: string): { half: SeasonHalf; year: number } | undefined {
  const match = SEASON_CODE.exec(code.trim());
  const half = SEASON_HALVES.find((known) => known === match?.[1]?.toUpperCase());
  const digits = match?.[2];
  if (!half || !digits) return undefined;
  return { half, year: digits.length === 2 ? 2000 + Number(digits) : Number(digits) };
}

/**
 * `codes` in date order (SS24, FW24, SS25…), each once; codes we cannot read follow, in the order given.
 * Sorting the codes as text would put every FW before every SS.
 */
export function seasonsInDateOrder(codes: Iterable<string>): string[] {
  const distinct = [...new Set([...codes].filter(Boolean))];
  const when = (code: string) => {
    const season = parseSeasonCode(code);
    return season ? season.year * 2 + SEASON_HALVES.indexOf(season.half) : Number.POSITIVE_INFINITY;
  };
  // Array sort is stable: unread codes keep their order.
  return distinct.sort((a, b) => {
    const difference = when(a) - when(b);
    return Number.isNaN(difference) ? 0 : difference;
  });
}

/** A season as a sheet in `t`'s language names it (`FW24`: "Automne-hiver 2024"); an unread code as written. */
export function seasonName(code: string, t: Translate): string {
  const season = parseSeasonCode(code);
  return season ? t(`photos.lineSheetPdf.season.${season.half}`, { year: String(season.year) }) : code;
}
