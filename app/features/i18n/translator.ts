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

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The site's translation function: a key, optional `{{values}}`, and `count` choosing the `_one` / `_other`
 * form by the language's plural rules (French says "1,5 minute", English "1.5 minutes").
 */
export function createTranslator(language: Language, translation: Strings): Translate {
  const plurals = new Intl.PluralRules(LANGUAGE_LOCALES[language]);
  const lookup = (key: string): string | undefined => {
    let node: unknown = translation;
    for (const part of key.split("."))
      node = typeof node === "object" && node !== null ? Reflect.get(node, part) : undefined;
    return typeof node === "string" ? node : undefined;
  };
  return (key, values) => {
    const count = values?.count;
    const plural =
      typeof count === "number"
        ? (lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`))
        : undefined;
    const template = plural ?? lookup(key);
    if (template === undefined) {
      // A component rendered a string its route did not send (see `stringsFor`): say so, loudly.
      console.error(`Missing translation: ${key} (${language})`);
      return key;
    }
    if (!values) return template;
    return template.replace(PLACEHOLDER, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
}

const translators = new Map<Language, Translate>();

/** One translator per language: its strings never change while the process runs. */
export function translatorFor(language: Language, translation: Translation): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslator(language, translation);
    translators.set(language, translate);
  }
  return translate;
}
