import type { Language } from "~/lib/languages";

/** A season code as the ERP writes it: spring/summer or fall/winter and a two-digit year (`SS26`, `FW25`). */
const SEASON_CODE = /^(SS|FW)(\d{2})$/;

const HALVES = {
  en: { SS: "Spring/Summer", FW: "Fall/Winter" },
  fr: { SS: "Printemps-été", FW: "Automne-hiver" },
} as const;

/**
 * A season in words (`FW25` → "Fall/Winter 2025", « Automne-hiver 2025 »); a code of another form as the
 * ERP wrote it.
 */
export function seasonName(code: string, language: Language): string {
  const match = SEASON_CODE.exec(code);
  if (!match) return code;
  const half = match[1] === "FW" ? "FW" : "SS";
  return `${HALVES[language][half]} 20${match[2] ?? ""}`;
}

/** A season's place in time, newest highest: fall/winter follows spring/summer of its year. */
export function seasonRank(code: string): number {
  const match = SEASON_CODE.exec(code);
  if (!match) return -1;
  return Number(match[2]) * 2 + (match[1] === "FW" ? 1 : 0);
}

/** Seasons newest first; codes of another form last, by name. */
export function newestFirst(a: string, b: string): number {
  return seasonRank(b) - seasonRank(a) || a.localeCompare(b);
}
