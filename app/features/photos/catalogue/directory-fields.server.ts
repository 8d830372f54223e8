import type { PhotoStore } from "./photo-store.server";

/** What a file-name template may take from the master product directory. */
export interface DirectoryFields {
  brand: string;
  season: string;
  color: string;
  /** The product's name (`item_name`): a sheet's alt text, never part of a file name. */
  name: string;
  /** What it is made of: a line sheet says so. */
  material: string;
}

const text = (entry: object, name: string) => {
  const value: unknown = Reflect.get(entry, name);
  return typeof value === "string" ? value : "";
};

/** The master directory (SPEC.md §3) as parsed JSON, or undefined when it is missing or cannot be read. */
async function readDirectory(store: PhotoStore, signal?: AbortSignal): Promise<object | undefined> {
  try {
    const body = await store.masterDirectory(signal);
    if (!body) return undefined;
    const chunks: Uint8Array[] = [];
    for await (const chunk of body) chunks.push(chunk);
    const directory: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return typeof directory === "object" && directory !== null ? directory : undefined;
  } catch {
    return undefined;
  }
}

function fieldsOf(entry: unknown): DirectoryFields | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  return {
    brand: text(entry, "brand_name"),
    season: text(entry, "season_code"),
    color: text(entry, "color"),
    name: text(entry, "item_name"),
    material: text(entry, "material"),
  };
}

/**
 * Brand, season, colour, name and material of `items` from the master directory, read only when something
 * names them. An item the directory lacks, or a directory that cannot be read, gives no entry: a template
 * then leaves those parts out rather than failing the export.
 */
export async function directoryFields(
  store: PhotoStore,
  items: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, DirectoryFields>> {
  const fields = new Map<string, DirectoryFields>();
  const directory = await readDirectory(store, signal);
  if (!directory) return fields;
  for (const item of items) {
    const found = fieldsOf(Reflect.get(directory, item));
    if (found) fields.set(item, found);
  }
  return fields;
}

/**
 * Every product of `brand` (and of `season`, unless empty) in the directory, photos or not, in directory
 * order: what a line sheet of a brand's season lists.
 */
export async function directoryRange(
  store: PhotoStore,
  { brand, season }: { brand: string; season: string },
  signal?: AbortSignal,
): Promise<Map<string, DirectoryFields>> {
  const range = new Map<string, DirectoryFields>();
  const directory = await readDirectory(store, signal);
  if (!directory) return range;
  for (const [item, entry] of Object.entries(directory)) {
    const found = fieldsOf(entry);
    if (found && found.brand === brand && (season === "" || found.season === season)) range.set(item, found);
  }
  return range;
}

const sortedDistinct = (values: Iterable<string>) =>
  [...new Set(values)].filter(Boolean).sort((a, b) => a.localeCompare(b, "en"));

/** The brands and seasons the directory names, each once and sorted: what a line sheet is made for. */
export async function directoryChoices(
  store: PhotoStore,
  signal?: AbortSignal,
): Promise<{ brands: string[]; seasons: string[] }> {
  const directory = await readDirectory(store, signal);
  const entries = directory ? Object.values(directory).map(fieldsOf) : [];
  const known = entries.filter((entry) => entry !== undefined);
  return {
    brands: sortedDistinct(known.map(({ brand }) => brand)),
    seasons: sortedDistinct(known.map(({ season }) => season)),
  };
}
