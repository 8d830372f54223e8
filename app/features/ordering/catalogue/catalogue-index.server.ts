import { type Database, database } from "~/lib/database.server";
import { periodicJob } from "~/lib/periodic-job.server";
import { CATALOGUE_FACETS, type CatalogueFacet, type CatalogueQuery } from "./catalogue-query";

/** A colourway as the catalogue lists it. */
export interface IndexedColourway {
  itemNumber: string;
  colourCode: string;
  colourName: { en: string; fr: string };
}

/** A style as the catalogue's search and filters read it: its words, its filters, its colourways. */
export interface IndexedStyle {
  styleNumber: string;
  brand: string;
  season: string;
  category: string;
  gender: "women" | "men" | "kids" | "unisex";
  sizeScale: string;
  name: { en: string; fr: string };
  msrpCents: number;
  colourways: IndexedColourway[];
  /** Every word a buyer may search it by, folded (lowercase, no accents). */
  text: string;
}

/** Lowercase, without accents, so "ecarlate" finds « Écarlate » and "BOOT" finds "Boot". */
export function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

interface Index {
  /** The products feed the index was read after: a newer one, on any instance, makes it read again. */
  version: number;
  styles: IndexedStyle[];
  /** Each colourway's item number, with its style. */
  items: Map<string, IndexedStyle>;
}

/** Each database's index (a test process opens several), and the reading under way, if any. */
const indexes = new WeakMap<Database, { current?: Index; loading?: Promise<Index> }>();

/** The id of the last products feed applied, by whichever instance took it. */
async function productsVersion(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom("erp_feeds")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("kind", "=", "products")
    .where("status", "=", "applied")
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function readIndex(database: Database, version: number): Promise<Index> {
  const [styles, colourways] = await Promise.all([
    database.db
      .selectFrom("catalogue_styles")
      .select([
        "style_number",
        "brand",
        "season",
        "category",
        "gender",
        "size_scale",
        "name_en",
        "name_fr",
        "msrp_cents",
      ])
      .execute(),
    database.db
      .selectFrom("catalogue_colourways")
      .select(["item_number", "style_number", "colour_code", "colour_name_en", "colour_name_fr"])
      .orderBy("item_number")
      .execute(),
  ]);
  const byStyle = new Map<string, IndexedColourway[]>();
  for (const row of colourways) {
    const list = byStyle.get(row.style_number) ?? [];
    list.push({
      itemNumber: row.item_number,
      colourCode: row.colour_code,
      colourName: { en: row.colour_name_en, fr: row.colour_name_fr },
    });
    byStyle.set(row.style_number, list);
  }
  const indexed = styles.map((row): IndexedStyle => {
    const own = byStyle.get(row.style_number) ?? [];
    const words = [
      row.style_number,
      row.name_en,
      row.name_fr,
      ...own.flatMap((colourway) => [colourway.itemNumber, colourway.colourName.en, colourway.colourName.fr]),
    ];
    return {
      styleNumber: row.style_number,
      brand: row.brand,
      season: row.season,
      category: row.category,
      gender: row.gender,
      sizeScale: row.size_scale,
      name: { en: row.name_en, fr: row.name_fr },
      msrpCents: row.msrp_cents,
      colourways: own,
      text: folded(words.join(" ")),
    };
  });
  const items = new Map(
    indexed.flatMap((style) => style.colourways.map((colourway) => [colourway.itemNumber, style] as const)),
  );
  return { version, styles: indexed, items };
}

/**
 * Every style of the catalogue, held in memory (a few hundred bytes a style: a 60,000-SKU catalogue's 1,500
 * styles take well under a megabyte) and read again once a newer products feed has been applied anywhere.
 * Asking costs one indexed query; concurrent askers after a feed share one reading.
 */
export async function catalogueStyles(database: Database): Promise<IndexedStyle[]> {
  return (await catalogueIndex(database)).styles;
}

async function catalogueIndex(database: Database): Promise<Index> {
  const version = await productsVersion(database);
  let held = indexes.get(database);
  if (!held) {
    held = {};
    indexes.set(database, held);
  }
  if (held.current?.version === version) return held.current;
  const state = held;
  state.loading ??= readIndex(database, version).finally(() => {
    state.loading = undefined;
  });
  const read = await state.loading;
  if (!state.current || read.version >= state.current.version) state.current = read;
  return read;
}

/** The style a colourway's item number belongs to, when the catalogue has the colourway. */
export async function styleOfItem(database: Database, itemNumber: string): Promise<IndexedStyle | undefined> {
  return (await catalogueIndex(database)).items.get(itemNumber);
}

/** One style by its number, from the index. */
export async function indexedStyle(
  database: Database,
  styleNumber: string,
): Promise<IndexedStyle | undefined> {
  return (await catalogueStyles(database)).find((style) => style.styleNumber === styleNumber);
}

/** Whether a style matches every word of a search: each word anywhere in its words; a number at a word's start. */
function matchesSearch(style: IndexedStyle, words: readonly string[]): boolean {
  return words.every((word) => style.text.includes(word));
}

function matchesFilters(
  style: IndexedStyle,
  filters: CatalogueQuery["filters"],
  except?: CatalogueFacet,
): boolean {
  return CATALOGUE_FACETS.every(
    (facet) => facet === except || filters[facet] === undefined || style[facet] === filters[facet],
  );
}

/** How many styles each value of each filter would show, with the other filters and the search applied. */
export type FacetCounts = Record<CatalogueFacet, Map<string, number>>;

/**
 * The styles a query matches (in no order yet) and the counts of every filter's values, each count heeding
 * the search and the other filters, so a buyer sees what choosing a value would leave.
 */
export function matchStyles(
  styles: readonly IndexedStyle[],
  query: Pick<CatalogueQuery, "filters" | "search">,
): { matched: IndexedStyle[]; counts: FacetCounts } {
  const words = folded(query.search).split(/\s+/).filter(Boolean);
  const searched = words.length === 0 ? styles : styles.filter((style) => matchesSearch(style, words));
  const counts = Object.fromEntries(
    CATALOGUE_FACETS.map((facet) => [facet, new Map<string, number>()]),
  ) as FacetCounts;
  const matched: IndexedStyle[] = [];
  for (const style of searched) {
    if (matchesFilters(style, query.filters)) matched.push(style);
    for (const facet of CATALOGUE_FACETS) {
      if (!matchesFilters(style, query.filters, facet)) continue;
      const values = counts[facet];
      values.set(style[facet], (values.get(style[facet]) ?? 0) + 1);
    }
  }
  return { matched, counts };
}

/** How often each instance looks for a products feed another instance applied: within the 2 s issue 50 asks. */
const CATALOGUE_WATCH_EVERY_MS = 1000;

let seenVersion: number | undefined;
let changed: (() => void) | undefined;

const watch = periodicJob(
  "catalogue watch",
  CATALOGUE_WATCH_EVERY_MS,
  async () => {
    const version = await productsVersion(await database());
    if (seenVersion !== undefined && version !== seenVersion) changed?.();
    seenVersion = version;
  },
  { level: "warn" },
);

/**
 * Calls `onChange` within a second of a products feed being applied on any instance (one indexed `max(id)`
 * a second): the page cache forgets the brand pages, whose current styles came from the catalogue.
 */
export function startCatalogueWatch(onChange: () => void): void {
  changed = onChange;
  watch.start();
}

export function stopCatalogueWatch(): void {
  watch.stop();
  changed = undefined;
  seenVersion = undefined;
}
