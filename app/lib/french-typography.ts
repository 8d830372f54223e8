/** No-break space: French puts it between digit groups, between a number and its unit, before a colon. */
export const NO_BREAK_SPACE = "\u00a0";

/** Words French shortens to an apostrophe before a vowel sound: "de aquatherm" is written "d’aquatherm". */
const ELIDING_WORDS = new Set([
  "de",
  "le",
  "la",
  "que",
  "ne",
  "je",
  "se",
  "me",
  "te",
  "jusque",
  "lorsque",
  "puisque",
]);
// "h" is left out: whether it elides depends on the word (l’hiver, le héros); brand names never start with one.
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûü]/i;

/**
 * The eliding word and the word after it, joined as French writes them:
 * `elide("de", "aquatherm")` is "d’aquatherm", `elide("de", "Born")` is "de Born". Capitals are kept.
 */
export function elide(word: string, next: string): string {
  if (!ELIDING_WORDS.has(word.toLowerCase()) || !VOWEL_START.test(next)) return `${word} ${next}`;
  return `${word.slice(0, -1)}’${next}`;
}

/** The units and counted things the site writes after a number ("8 heures", "150 000 pi²", "12 %"). */
const UNIT_AFTER_NUMBER =
  /(?<=\d) (?=(?:pi²|m²|km|kg|cm|mm|h|min|s|heures?|minutes?|secondes?|jours?|semaines?|mois|ans?|articles?|produits?|marques?|images?|messages?|photos?|%|\$)(?![\p{L}\d]))/gu;

/** Narrow no-break space: French puts it before ; ? ! and inside guillemets (« oui »). */
export const NARROW_NO_BREAK_SPACE = "\u202f";

/**
 * A French punctuation mark that takes a space before it: one that ends a word (a letter, digit, closing
 * bracket, guillemet or interpolation `}}` before it, or the start of a run of text that follows a link) and
 * is followed by a space or the end of the text, so addresses ("https://", "?lng=fr") and times ("8:30") are
 * left alone.
 */
const HIGH_PUNCTUATION = /(?:(?<=[\p{L}\d)\]»}…])|^)[ \u00a0\u202f]?([;:?!]+)(?=\s|$|["”’)])/gu;

/**
 * French text set as French typography asks: a narrow no-break space before ; ? ! and inside « », a
 * no-break space before a colon, inside numbers ("150 000") and between a number and what it counts
 * ("150 000 pi²", "8 heures", "8 h 30"). A space missing before those marks or inside guillemets is added;
 * an ordinary one there is replaced, so no line can start with the mark.
 */
export function typesetFrench(text: string): string {
  return text
    .replace(/(?<=\d) (?=\d{3}(?!\d))/g, NO_BREAK_SPACE)
    .replace(UNIT_AFTER_NUMBER, NO_BREAK_SPACE)
    .replace(/(?<=\d\s?h) (?=\d)/g, NO_BREAK_SPACE)
    .replace(HIGH_PUNCTUATION, (_, marks: string) =>
      marks.startsWith(":") ? `${NO_BREAK_SPACE}${marks}` : `${NARROW_NO_BREAK_SPACE}${marks}`,
    )
    .replace(/«[ \u00a0\u202f]?/g, `«${NARROW_NO_BREAK_SPACE}`)
    .replace(/[ \u00a0\u202f]?»/g, `${NARROW_NO_BREAK_SPACE}»`);
}

/** Every string in a table of French text (translations, brand content) typeset once, shape kept. */
export function typesetFrenchStrings<T>(value: T): T {
  return typesetValue(value) as T;
}

function typesetValue(value: unknown): unknown {
  if (typeof value === "string") return typesetFrench(value);
  if (Array.isArray(value)) return value.map(typesetValue);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, typesetValue(entry)]));
  }
  return value;
}
