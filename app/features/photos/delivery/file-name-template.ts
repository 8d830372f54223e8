import type { NameCharacters } from "../../../../content/photo-presets/schema";

/** What a file-name template can name about one photo. */
export interface PhotoNameFields {
  item: string;
  /** The photo's position among its item's exported photos, from 1. */
  position: number;
  brand?: string;
  season?: string;
  color?: string;
}

const PLACEHOLDER = /\{(item|seq|view|brand|season|color)\}/g;

/** Amazon's view codes: the first photo is the main image, the others PT01, PT02 … */
export function viewCode(position: number): string {
  return position === 1 ? "MAIN" : `PT${String(position - 1).padStart(2, "0")}`;
}

/**
 * A value made safe for a file name on every system and for a URL path: accents dropped (é → e), then
 * only letters, digits, dashes and underscores (or letters and digits only), runs of anything else made
 * one dash, no dash at either end.
 */
export function sanitiseNamePart(value: string, characters: NameCharacters): string {
  const plain = value.normalize("NFKD").replace(/\p{M}/gu, "");
  if (characters === "alphanumeric") return plain.replace(/[^A-Za-z0-9]/g, "");
  return plain.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^[-_]+|[-_]+$/g, "");
}

/**
 * The path inside the archive for one photo: the template's placeholders filled with sanitised values and
 * the extension added. Separators left dangling by an empty value (no colour in the directory) are dropped,
 * and a folder left empty takes the item number, so every path is well formed.
 */
export function fillNameTemplate(
  template: string,
  fields: PhotoNameFields,
  characters: NameCharacters,
  extension: string,
): string {
  const values: Record<string, string> = {
    item: fields.item,
    seq: String(fields.position).padStart(2, "0"),
    view: viewCode(fields.position),
    brand: fields.brand ?? "",
    season: fields.season ?? "",
    color: fields.color ?? "",
  };
  const item = sanitiseNamePart(fields.item, characters);
  const segments = template.split("/").map((segment) => {
    const filled = segment
      .replace(PLACEHOLDER, (_, name: string) => sanitiseNamePart(values[name] ?? "", characters))
      .replace(/([._-])[._-]+/g, "$1")
      .replace(/^[._-]+|[._-]+$/g, "");
    return filled === "" ? item : filled;
  });
  return `${segments.join("/")}.${extension}`;
}
