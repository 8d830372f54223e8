/** A day as `2026-12-25`. */
type Day = string;

const dayOf = (date: Date): Day => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const weekday = (day: Day) => new Date(`${day}T00:00:00Z`).getUTCDay();
const addDays = (day: Day, days: number): Day => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
};

/** The `nth` Monday (1-based) of a month. */
function monday(year: number, month: number, nth: number): Day {
  const first = utc(year, month, 1);
  const offset = (8 - first.getUTCDay()) % 7;
  return dayOf(utc(year, month, 1 + offset + (nth - 1) * 7));
}

/** Easter Sunday (the Gregorian computus, anonymous algorithm). */
function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(utc(year, month, day));
}

/**
 * Ontario's statutory holidays of `year` as the warehouse keeps them (Employment Standards Act, 2000): New
 * Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day, Thanksgiving, Christmas and Boxing
 * Day. One that falls on a weekend is kept on the next weekday that is not already a holiday.
 */
export function ontarioHolidays(year: number): Set<Day> {
  const moving = [
    monday(year, 2, 3),
    addDays(easter(year), -2),
    // The Monday before May 25.
    addDays(`${year}-05-25`, -((weekday(`${year}-05-25`) + 6) % 7 || 7)),
    monday(year, 9, 1),
    monday(year, 10, 2),
  ];
  const kept = new Set<Day>(moving);
  for (const fixed of [`${year}-01-01`, `${year}-07-01`, `${year}-12-25`, `${year}-12-26`]) {
    let day = fixed;
    while (weekday(day) === 0 || weekday(day) === 6 || kept.has(day)) day = addDays(day, 1);
    kept.add(day);
  }
  return kept;
}

/** A weekday that is no Ontario statutory holiday: the warehouse ships. */
export function isBusinessDay(day: Day): boolean {
  const week = weekday(day);
  return week !== 0 && week !== 6 && !ontarioHolidays(Number(day.slice(0, 4))).has(day);
}

/** The first business day after `day`. */
export function nextBusinessDay(day: Day): Day {
  let next = addDays(day, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * Whether an order placed at the head office's `day` and `time` (`14:05`) made the same-day promise (issue 51
 * §3): a business day, before the cut-off (`cutoff`, `14:00`). If not, the day its lines in stock ship on.
 */
export function shipPromise(
  day: Day,
  time: string,
  cutoff: string,
): { madeCutoff: true } | { madeCutoff: false; shipsOn: Day } {
  if (isBusinessDay(day) && time < cutoff) return { madeCutoff: true };
  return { madeCutoff: false, shipsOn: nextBusinessDay(day) };
}
