import type { Translation } from "./locales/en";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? T[K] : DeepPartial<T[K]> };

/** Part of a language's strings: what one route sends to the browser. */
export type Strings = DeepPartial<Translation>;

type Sections<T, Prefix extends string = ""> = {
  [K in keyof T & string]: `${Prefix}${K}` | (T[K] extends string ? never : Sections<T[K], `${Prefix}${K}.`>);
}[keyof T & string];

/**
 * A branch of the translation tree by its dotted path (`"contact.fields"`, `"home.hero"`, `"layout"`). A
 * feature lists the sections its components render; a route's loader sends the sections of what it shows.
 */
export type StringSection = Sections<Translation>;

export const isStrings = (value: unknown): value is Strings => typeof value === "object" && value !== null;

function mergeInto(target: Record<string, unknown>, source: object): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === "object" && value !== null) {
      const branch = typeof current === "object" && current !== null ? { ...current } : {};
      mergeInto(branch, value);
      target[key] = branch;
    } else {
      target[key] = value;
    }
  }
}

/** One section of a table, alone on its path: `"home.hero"` gives `{ home: { hero: … } }`. */
function section(table: object, path: StringSection): object {
  const parts = path.split(".");
  let node: unknown = table;
  for (const part of parts) node = isStrings(node) ? Reflect.get(node, part) : undefined;
  if (node === undefined) throw new Error(`No strings at ${path}`);
  let branch: unknown = node;
  for (const part of parts.toReversed()) branch = { [part]: branch };
  return { ...(isStrings(branch) ? branch : {}) };
}

/** The listed sections of a table (a language's, or part of one), and nothing else. */
export function pickStrings(table: object, sections: readonly StringSection[]): Strings {
  return mergeStrings(sections.map((path) => section(table, path)));
}

/** One table from the strings each matched route sent (root, layout, page), branches joined. */
export function mergeStrings(parts: readonly object[]): Strings {
  const merged: Record<string, unknown> = {};
  for (const part of parts) mergeInto(merged, part);
  return merged;
}
