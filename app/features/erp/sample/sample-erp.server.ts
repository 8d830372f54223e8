import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brandSummaries } from "~/features/brands/index.server";
import { SIZE_SCALES, type SizeScale } from "~/features/ordering";
import { ensureSampleBuyer } from "~/features/ordering/index.server";
import { companyDay } from "~/lib/company-time";
import type { Database } from "~/lib/database.server";
import { log } from "~/lib/log.server";
import {
  CUSTOMER_COLUMNS,
  OPTIONAL_CUSTOMER_COLUMNS,
  OPTIONAL_PRICE_COLUMNS,
  OPTIONAL_PRODUCT_COLUMNS,
  PRICE_COLUMNS,
  PRODUCT_COLUMNS,
} from "../feeds/columns";
import { siteFeedContext, takeFeed } from "../feeds/take-feed.server";
import { SAMPLE_CUSTOMERS } from "./sample-customers";
import { frenchOf, SAMPLE_LINES, type SampleLine } from "./sample-lines";

/** A photo catalogue directory's entry (SPEC.md §3), as the sample one lists each colourway. */
interface DirectoryEntry {
  brand_name: string;
  season_code: string;
  item_name: string;
  color: string;
  material: string;
}

/** The sample ERP's four files, as CSV text, in the order they are taken. */
export interface SampleFeeds {
  products: string;
  stock: string;
  prices: string;
  customers: string;
}

/** A number from 0 to 1 fixed by `seed`: the sample is the same on every start but for its dates. */
function unit(seed: string): number {
  return createHash("sha256").update(seed).digest().readUInt32BE(0) / 2 ** 32;
}

/** A valid UPC-A from the sample's company prefix and an item reference. */
function upcOf(reference: number): string {
  const body = `06234${String(reference).padStart(6, "0")}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * The sample's prepack: twelve pairs of the core sizes' run, 1-2-2-2-2-2-1 (women's 6–9, men's 8–11), in a
 * style's first width. The `prepacks` cell of a SKU in it; empty for one that is not.
 */
const SAMPLE_PREPACK = { code: "P12", ratio: [1, 2, 2, 2, 2, 2, 1] } as const;
const SAMPLE_PREPACK_FROM: Partial<Record<SizeScale, string>> = { womens: "6", mens: "8" };

function samplePrepacks(scale: SizeScale, size: string, firstWidth: boolean): string {
  const from = SAMPLE_PREPACK_FROM[scale];
  if (!from || !firstWidth) return "";
  const sizes: readonly string[] = SIZE_SCALES[scale].sizes;
  const units = SAMPLE_PREPACK.ratio[sizes.indexOf(size) - sizes.indexOf(from)];
  return units ? `${SAMPLE_PREPACK.code}:${units}` : "";
}

/** An amount in cents as the feeds write dollars: `9500` → `95.00`. */
const cents = (value: number) => (Math.round(value) / 100).toFixed(2);
const csv = (rows: readonly (readonly string[])[]) =>
  rows
    .map((row) =>
      row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(","),
    )
    .join("\n");

/** The day `days` after `today` (`2026-11-29`). */
function dayAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The sample ERP's feeds for the sample photo catalogue's colourways (decision 327): each colourway in the sizes
 * and widths of its line, with UPCs, an MSRP and a base wholesale price; stock per SKU (some sold out, some low,
 * some with a receipt coming after `now`); group and customer price lists; the three sample customers.
 * `brandIds`: the site's brand id for each brand name the directory uses.
 */
export function sampleFeeds(
  directory: Record<string, DirectoryEntry>,
  brandIds: ReadonlyMap<string, string>,
  now: number,
): SampleFeeds {
  const today = companyDay(now);
  const products: string[][] = [[...PRODUCT_COLUMNS, ...OPTIONAL_PRODUCT_COLUMNS]];
  const stock: string[][] = [["upc", "ats", "incoming_quantity", "incoming_date"]];
  const prices: string[][] = [[...PRICE_COLUMNS, ...OPTIONAL_PRICE_COLUMNS]];
  let reference = 0;
  const items = Object.entries(directory).sort(([a], [b]) => a.localeCompare(b));
  for (const [itemNumber, entry] of items) {
    const brand = brandIds.get(entry.brand_name.toLowerCase());
    const [styleNumber, colourCode] = itemNumber.split("-");
    if (!brand || !styleNumber || !colourCode) continue;
    const line: SampleLine =
      SAMPLE_LINES.find((each) => each.matches(entry.item_name, brand)) ?? SAMPLE_LINES[0];
    const scale: SizeScale = line.scale(styleNumber);
    const { sizes, widths } = SIZE_SCALES[scale];
    // Most styles come in the scale's first width; one in three in its second too.
    const styleWidths =
      widths.length === 0 ? [""] : widths.slice(0, unit(`${styleNumber} widths`) < 0.34 ? 2 : 1);
    // Suggested retail in whole tens of dollars less a nickel (189.95); wholesale at half of it.
    const [low, high] = line.msrp;
    const msrp = low + 10 * Math.floor((unit(`${styleNumber} msrp`) * (high - low)) / 10);
    const styleCells = {
      style_number: styleNumber,
      brand,
      season: entry.season_code,
      category: line.category,
      gender: line.gender(styleNumber),
      size_scale: scale,
      name_en: entry.item_name,
      name_fr: frenchOf(entry.item_name),
      msrp: (msrp - 0.05).toFixed(2),
      colour_code: colourCode,
      colour_name_en: entry.color,
      colour_name_fr: frenchOf(entry.color),
      description_en: `${entry.item_name} in ${entry.material.toLowerCase()}.`,
      description_fr: `${frenchOf(entry.item_name)} en ${frenchOf(entry.material).toLowerCase()}.`,
      materials_en: entry.material,
      materials_fr: frenchOf(entry.material),
    };
    for (const width of styleWidths)
      for (const size of sizes) {
        const upc = upcOf(++reference);
        products.push(
          [...PRODUCT_COLUMNS, ...OPTIONAL_PRODUCT_COLUMNS].map((column) =>
            column === "size"
              ? size
              : column === "width"
                ? width
                : column === "upc"
                  ? upc
                  : column === "case_pack"
                    ? String(line.casePack)
                    : column === "prepacks"
                      ? samplePrepacks(scale, size, width === styleWidths[0])
                      : styleCells[column],
          ),
        );
        const roll = unit(`${upc} stock`);
        const ats =
          roll < 0.15 ? 0 : roll < 0.3 ? 1 + (Math.floor(roll * 10) % 5) : 6 + (Math.floor(roll * 97) % 55);
        const coming = unit(`${upc} incoming`) < 0.3;
        stock.push([
          upc,
          String(ats),
          coming ? String(12 * (1 + Math.floor(unit(`${upc} quantity`) * 10))) : "",
          coming ? dayAfter(today, 10 + Math.floor(unit(`${styleNumber} receipt`) * 80)) : "",
        ]);
      }
    // Wholesale in cents: half the suggested retail price, less each list's discount.
    const base = msrp * 50;
    const price = (list: string, kind: string, appliesTo: string, share: number, startsOn = "") =>
      prices.push(
        [...PRICE_COLUMNS, ...OPTIONAL_PRICE_COLUMNS].map(
          (column) =>
            ({
              list,
              list_kind: kind,
              applies_to: appliesTo,
              starts_on: startsOn,
              item: itemNumber,
              price: cents(base * share),
              currency: "CAD",
            })[column as string] ?? "",
        ),
      );
    price("BASE-CAD", "base", "", 1);
    // Independent retailers: 5 % off one brand in three; eastern Quebec: 3 % off one style in five.
    if (unit(`${brand} independents`) < 0.34) price("INDEP", "group", "INDEP", 0.95);
    if (unit(`${styleNumber} quebec`) < 0.2) price("QC-EAST", "group", "QC-EAST", 0.97);
    // Chaussures Tremblay's contract on one style in ten, and its spring list, not yet in effect.
    if (unit(`${styleNumber} tremblay`) < 0.1) price("C-10042", "customer", "C-10042", 0.92);
    if (unit(`${styleNumber} spring`) < 0.1)
      price("C-10042-SPRING", "customer", "C-10042", 0.9, dayAfter(today, 45));
  }
  const customers: string[][] = [[...CUSTOMER_COLUMNS, ...OPTIONAL_CUSTOMER_COLUMNS]];
  for (const customer of SAMPLE_CUSTOMERS)
    for (const shipTo of customer.shipTos)
      customers.push(
        [...CUSTOMER_COLUMNS, ...OPTIONAL_CUSTOMER_COLUMNS].map(
          (column) => ({ ...customer.cells, ...shipTo })[column] ?? "",
        ),
      );
  return { products: csv(products), stock: csv(stock), prices: csv(prices), customers: csv(customers) };
}

/** The sample photo catalogue's directory, read from `photosDir`; undefined where it has none. */
export async function sampleDirectory(
  photosDir: string,
): Promise<Record<string, DirectoryEntry> | undefined> {
  try {
    return JSON.parse(await readFile(path.join(photosDir, "item_number_master_directory.json"), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * On a site that has never taken a feed, takes the sample ERP's four files as if the ERP had dropped them in
 * the inbox (named `sample-….csv`): products first, so stock and prices find their SKUs. Nothing when the
 * photo catalogue at `photosDir` has no directory. Several instances starting at once take them once.
 */
export async function takeSampleFeeds(
  database: Database,
  photosDir: string,
  now = Date.now(),
): Promise<void> {
  const taken = await database.db.selectFrom("erp_feeds").select("id").limit(1).executeTakeFirst();
  if (taken) return;
  const directory = await sampleDirectory(photosDir);
  if (!directory) return;
  const context = await siteFeedContext();
  const brands = await brandSummaries("en");
  const brandIds = new Map(brands.map((brand) => [brand.name.toLowerCase(), brand.id]));
  for (const brand of brands) brandIds.set(brand.id, brand.id);
  const feeds = sampleFeeds(directory, brandIds, now);
  for (const kind of ["products", "stock", "prices", "customers"] as const)
    await takeFeed(
      database,
      { kind, fileName: `sample-${kind}.csv`, source: "inbox", bytes: new TextEncoder().encode(feeds[kind]) },
      context,
      now,
    );
  await ensureSampleBuyer();
  log.info(
    { colourways: Object.keys(directory).length },
    "took the sample ERP's products, stock, prices and customers (ERP_SAMPLE_FEEDS=false leaves them out)",
  );
}
