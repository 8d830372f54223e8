/**
 * `Intl` formatters made once per locale and options, then shared. Making one loads the locale's data into
 * ICU's own (native) memory; made per request or per row, thousands of them wait for the garbage collector
 * and leave that memory fragmented after a burst of requests (decision 205).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const listFormats = new Map<string, Intl.ListFormat>();

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, options);
    listFormats.set(key, format);
  }
  return format;
}

const collators = new Map<string, Intl.Collator>();

export function collator(locale: string): Intl.Collator {
  let made = collators.get(locale);
  if (!made) {
    made = new Intl.Collator(locale);
    collators.set(locale, made);
  }
  return made;
}

/**
 * A list in the order a reader of `locale` looks for it, by the names shown: in French, Île-du-Prince-Édouard
 * among the I's and Terre-Neuve-et-Labrador after Saskatchewan, not in English order.
 */
export function inReadingOrder<Item>(
  items: readonly Item[],
  nameOf: (item: Item) => string,
  locale: string,
): Item[] {
  const { compare } = collator(locale);
  return items.toSorted((a, b) => compare(nameOf(a), nameOf(b)));
}

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

export function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    relativeTimeFormats.set(locale, format);
  }
  return format;
}

/**
 * How long ago `then` was at `now`, in the largest whole unit that fits: "5 minutes ago", "il y a 3 heures",
 * "2 days ago"; under a minute is "0 minutes ago".
 */
export function timeAgo(locale: string, then: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  const format = relativeTimeFormat(locale);
  if (minutes < 60) return format.format(-minutes, "minute");
  if (minutes < 48 * 60) return format.format(-Math.floor(minutes / 60), "hour");
  return format.format(-Math.floor(minutes / (24 * 60)), "day");
}
