import { elide } from "~/lib/french-typography";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";
import type { en, Translation } from "./locales/en";
import type { Strings } from "./strings";

type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPluralSuffix<Key> = Key extends `${infer Base}_${PluralCategory}` ? Base : Key;

/** Every key of the English reference (`layout.nav.about`); plural forms go by their base key. */
export type TranslationKey = WithoutPluralSuffix<Leaves<typeof en>>;
export type TranslationValues = Record<string, string | number>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

/**
 * A placeholder and the word before it, which French may elide into it ("de {{name}}" → "d’aquatherm"). The
 * letters are French's, spelt out: a Unicode property (`\p{L}`) costs the browser some 10 ms to compile while
 * the page hydrates.
 */
const PLACEHOLDER = /(?:([A-Za-z\u00c0-\u024f]+) )?\{\{\s*(\w+)\s*\}\}/g;

/**
 * The site's translation function: a key, optional `{{values}}`, and `count` choosing the `_one` / `_other`
 * form by the language's plural rules (French says "1,5 minute", English "1.5 minutes"). Numbers are written
 * by `Intl` in the page's language ("1 234,5" in French), so pass them as numbers; a year or a code that must
 * not be grouped goes in as text.
 */
export function createTranslator(language: Language, translation: Strings): Translate {
  const locale = LANGUAGE_LOCALES[language];
  // Made on first use: building one loads the locale's data, some 10 ms while a page hydrates (more on a
  // phone), and most pages never write a number that needs it.
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const written = (value: string | number) => {
    if (typeof value !== "number") return value;
    // Whole numbers under a thousand are their plain digits in English and French alike ("Slide 3 of 22").
    if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
    numbers ??= new Intl.NumberFormat(locale);
    return numbers.format(value);
  };
  const pluralOf = (count: number) => {
    plurals ??= new Intl.PluralRules(locale);
    return plurals.select(count);
  };
  const lookup = (key: string): string | undefined => {
    let node: unknown = translation;
    for (const part of key.split("."))
      node = typeof node === "object" && node !== null ? Reflect.get(node, part) : undefined;
    return typeof node === "string" ? node : undefined;
  };
  return (key, values) => {
    const count = values?.count;
    const plural =
      typeof count === "number" ? (lookup(`${key}_${pluralOf(count)}`) ?? lookup(`${key}_other`)) : undefined;
    const template = plural ?? lookup(key);
    if (template === undefined) {
      // A component rendered a string its route did not send (see `stringsFor`): say so, loudly.
      console.error(`Missing translation: ${key} (${language})`);
      return key;
    }
    if (!values) return template;
    return template.replace(PLACEHOLDER, (placeholder, word: string | undefined, name: string) => {
      const value = values[name];
      if (value === undefined) return placeholder;
      if (word === undefined) return written(value);
      return language === "fr" ? elide(word, written(value)) : `${word} ${written(value)}`;
    });
  };
}

const translators = new WeakMap<Translation, Translate>();

/** One translator per table: a table changes only when the studio publishes a page's copy (a new table). */
export function translatorFor(language: Language, translation: Translation): Translate {
  let translate = translators.get(translation);
  if (!translate) {
    translate = createTranslator(language, translation);
    translators.set(translation, translate);
  }
  return translate;
}
