// ERP feeds at scale (issue 50 §6): a generated catalogue of 60,000 SKUs (4,000 colourways) posted as a product
// file, then a full stock snapshot of its 60,000 rows posted while 10 connections ask for the home page, on the
// embedded SQLite and on PostgreSQL. Targets: the snapshot applied in ≤ 5 s, the home page's p99 ≤ 100 ms.
// Run after a build:
//   npm run build && node bench/erp/run.ts        (writes its table into bench/README.md)
import autocannon from "autocannon";
import { PRODUCT_COLUMNS } from "../../app/features/erp/feeds/columns.ts";
import { productRow, upcOf } from "../../app/features/erp/feeds/products-feed.test-support.ts";
import { SIZE_SCALES } from "../../app/features/ordering/catalogue/size-scales.ts";
import { BRAND_REGISTRY } from "../../content/brands/registry.ts";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { startSiteServer } from "../../tests/support/site-server.ts";
import { table, writeSection } from "../markdown.ts";
import { FEED_SETTINGS, postFeed as post } from "./feeds.ts";

const COLOURWAYS = 4_000;
const CONNECTIONS = 10;
/** The home page's p99 alone, before the feeds, over this long. */
const BASELINE_S = 5;

/** 15 SKUs a colourway: the women's scale's 13 sizes in M, and 8 and 9 in W. */
const CELLS = [
  ...SIZE_SCALES.womens.sizes.map((size) => ({ size, width: "M" })),
  { size: "8", width: "W" },
  { size: "9", width: "W" },
];

function productFile(): string {
  const lines = [PRODUCT_COLUMNS.join(",")];
  let sku = 0;
  for (let colourway = 0; colourway < COLOURWAYS; colourway++) {
    // Two colourways a style, each style of one brand.
    const styleIndex = Math.floor(colourway / 2);
    const style = String(100_000 + styleIndex);
    const brand = BRAND_REGISTRY[styleIndex % BRAND_REGISTRY.length]?.id ?? "aquatalia";
    for (const { size, width } of CELLS)
      lines.push(
        productRow(
          { style_number: style, brand, colour_code: String(colourway % 2), size, width, upc: upcOf(++sku) },
          PRODUCT_COLUMNS,
        ),
      );
  }
  return lines.join("\r\n");
}

function stockFile(skus: number): string {
  const lines = ["upc,ats,incoming_quantity,incoming_date"];
  for (let sku = 1; sku <= skus; sku++)
    lines.push(sku % 7 === 0 ? `${upcOf(sku)},0,24,2026-12-15` : `${upcOf(sku)},${sku % 40},,`);
  return lines.join("\r\n");
}

/** The home page under CONNECTIONS connections until `until` settles (or for `seconds`), its p99 in ms. */
async function homeP99(origin: string, until: Promise<unknown> | number): Promise<number> {
  let finish: (result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve) => {
    finish = resolve;
  });
  const load = autocannon({ url: `${origin}/`, connections: CONNECTIONS, duration: 120 }, (error, result) => {
    if (error) throw error;
    finish(result);
  });
  await (typeof until === "number" ? new Promise((resolve) => setTimeout(resolve, until * 1000)) : until);
  load.stop();
  return (await done).latency.p99;
}

async function measure(engine: string, env: Record<string, string>): Promise<Array<string | number>> {
  const site = await startSiteServer({ ...FEED_SETTINGS, ...env });
  try {
    const products = await post(site.origin, "products", productFile());
    const skus = COLOURWAYS * CELLS.length;
    const baseline = await homeP99(site.origin, BASELINE_S);
    let snapshotMs = 0;
    const snapshot = post(site.origin, "stock", stockFile(skus)).then((result) => {
      snapshotMs = result.ms;
    });
    const during = await homeP99(site.origin, snapshot);
    const row = [
      engine,
      skus.toLocaleString("en-CA"),
      `${(products.ms / 1000).toFixed(1)} s`,
      `${(snapshotMs / 1000).toFixed(2)} s`,
      `${baseline} ms`,
      `${during} ms`,
    ];
    console.log(row.join("  "));
    return row;
  } finally {
    await site.stop();
  }
}

const rows = [await measure("SQLite (embedded default)", {})];
const postgres = await startPostgres();
try {
  rows.push(await measure("PostgreSQL", { DATABASE_URL: postgres.url }));
} finally {
  await postgres.stop();
}
writeSection(
  "erp",
  `Command: \`npm run build && node bench/erp/run.ts\` — ${new Date().toISOString().slice(0, 10)}. A product file of
${(COLOURWAYS * CELLS.length).toLocaleString("en-CA")} SKUs posted to the feed endpoint, then a full stock snapshot of as many rows posted while ${CONNECTIONS}
connections ask for the home page (each time taken as the ERP sees it: from the first byte sent to the answer).
Targets: the snapshot ≤ 5 s; the home page's p99 ≤ 100 ms meanwhile.

${table(["engine", "SKUs", "product file", "stock snapshot", "home p99 alone", "home p99 during the snapshot"], rows)}`,
);
