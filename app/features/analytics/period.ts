import { CUSTOM_PERIOD_MAX_DAYS, DEFAULT_PERIOD, PERIODS, type PeriodChoice } from "./constants";

/** Days, inclusive, on the head office's clock: `2026-11-01` to `2026-11-27`. */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) => dayOfNumber(dayNumber(day) + count);

/** How many days a period spans. */
export const daysIn = (period: Period) => dayNumber(period.to) - dayNumber(period.from) + 1;

/** Every day of a period, in order. */
export const daysOf = (period: Period) =>
  Array.from({ length: daysIn(period) }, (_, at) => addDays(period.from, at));

/** The period as long, just before: what each figure is compared with. */
export function previousPeriod(period: Period): Period {
  const length = daysIn(period);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

const isDay = (value: string | null | undefined): value is string =>
  typeof value === "string" && DAY.test(value) && dayOfNumber(dayNumber(value)) === value;

export const isPeriodChoice = (value: string | null | undefined): value is PeriodChoice =>
  (PERIODS as readonly (string | null | undefined)[]).includes(value);

/** What the dashboard's address asks for, and whether a custom period had to be corrected. */
export interface PeriodAsked {
  choice: PeriodChoice;
  period: Period;
  /** A custom period that was not one (dates missing, reversed, in the future or too long). */
  invalid: boolean;
}

/**
 * The period `?period=7d` (or `custom` with `from` and `to`) names, ending today. An unknown choice is the
 * default one; a custom period that is not one falls back to the default, and says so.
 */
export function periodAsked(params: URLSearchParams, today: string): PeriodAsked {
  const asked = params.get("period");
  const choice = isPeriodChoice(asked) ? asked : DEFAULT_PERIOD;
  if (choice === "custom") {
    const from = params.get("from");
    const to = params.get("to");
    if (
      isDay(from) &&
      isDay(to) &&
      from <= to &&
      to <= today &&
      daysIn({ from, to }) <= CUSTOM_PERIOD_MAX_DAYS
    )
      return { choice, period: { from, to }, invalid: false };
    return { choice: DEFAULT_PERIOD, period: fixedPeriod(DEFAULT_PERIOD, today), invalid: true };
  }
  return { choice, period: fixedPeriod(choice, today), invalid: false };
}

const LENGTHS: Record<Exclude<PeriodChoice, "custom">, number> = { today: 1, "7d": 7, "30d": 30, "12m": 365 };

function fixedPeriod(choice: Exclude<PeriodChoice, "custom">, today: string): Period {
  return { from: addDays(today, 1 - LENGTHS[choice]), to: today };
}

/** The first month kept: `2024-11` when 25 months are kept in November 2026 (this month among them). */
export function firstMonthKept(today: string, months: number): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - (months - 1), 1));
  return first.toISOString().slice(0, 7);
}
