import type { PhotoStore } from "./photo-store.server";

/** What a file-name template may take from the master product directory. */
export interface DirectoryFields {
  brand: string;
  season: string;
  color: string;
  /** The product's name (`item_name`): a sheet's alt text, never part of a file name. */
  name: string;
}

const text = (entry: object, name: string) => {
  const value: unknown = Reflect.get(entry, name);
  return typeof value === "string" ? value : "";
};

/**
 * Brand, season and colour of `items` from the master directory (SPEC.md §3), read only when a template
 * names them. An item the directory lacks, or a directory that cannot be read, gives empty values: the
 * template then leaves those parts out rather than failing the export.
 */
export async function directoryFields(
  store: PhotoStore,
  items: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, DirectoryFields>> {
  const fields = new Map<string, DirectoryFields>();
  let directory: unknown;
  try {
    const body = await store.masterDirectory(signal);
    if (!body) return fields;
    const chunks: Uint8Array[] = [];
    for await (const chunk of body) chunks.push(chunk);
    directory = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return fields;
  }
  if (typeof directory !== "object" || directory === null) return fields;
  for (const item of items) {
    const entry: unknown = Reflect.get(directory, item);
    if (typeof entry !== "object" || entry === null) continue;
    fields.set(item, {
      brand: text(entry, "brand_name"),
      season: text(entry, "season_code"),
      color: text(entry, "color"),
      name: text(entry, "item_name"),
    });
  }
  return fields;
}
