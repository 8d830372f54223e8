import { BRAND_REGISTRY } from "@content/brands/registry";
import { describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE_DIR } from "~/lib/config.server";
import {
  CUSTOMER_COLUMNS,
  OPTIONAL_CUSTOMER_COLUMNS,
  OPTIONAL_PRICE_COLUMNS,
  OPTIONAL_PRODUCT_COLUMNS,
  OPTIONAL_STOCK_COLUMNS,
  PRICE_COLUMNS,
  PRODUCT_COLUMNS,
  STOCK_COLUMNS,
} from "../feeds/columns";
import { customerFeedOf } from "../feeds/customers-feed.server";
import { readFeedCsv } from "../feeds/feed-csv.server";
import { priceFeedOf } from "../feeds/prices-feed.server";
import { productFeedOf } from "../feeds/products-feed.server";
import { stockFeedOf } from "../feeds/stock-feed.server";
import { sampleDirectory, sampleFeeds } from "./sample-erp.server";

const NOW = Date.parse("2026-11-29T17:00:00Z");
const brandIds = new Map(BRAND_REGISTRY.map((brand) => [brand.name.toLowerCase(), brand.id as string]));

/** A feed's rows as the site reads them, failing on a file it would refuse whole. */
function rowsOf<C extends string>(text: string, required: readonly C[], optional: readonly C[]) {
  const reading = readFeedCsv(new TextEncoder().encode(text), required, optional);
  if (!reading.ok) throw new Error(JSON.stringify(reading.problem));
  expect(reading.refused).toEqual([]);
  return reading.rows;
}

describe("the sample ERP", () => {
  it("describes every colourway of the sample photo catalogue in feeds the site takes without refusing a row", async () => {
    const directory = await sampleDirectory(SAMPLE_CATALOGUE_DIR);
    if (!directory) throw new Error(`no sample catalogue in ${SAMPLE_CATALOGUE_DIR}: npm run prepare:assets`);
    const feeds = sampleFeeds(directory, brandIds, NOW);

    const products = productFeedOf(
      rowsOf(feeds.products, PRODUCT_COLUMNS, OPTIONAL_PRODUCT_COLUMNS),
      new Set(BRAND_REGISTRY.map((brand) => brand.id)),
    );
    expect(products.refused).toEqual([]);
    expect(products.colourways.size).toBe(Object.keys(directory).length);
    expect(products.skus.length).toBeGreaterThan(3000);

    const stock = stockFeedOf(rowsOf(feeds.stock, STOCK_COLUMNS, OPTIONAL_STOCK_COLUMNS));
    if ("problem" in stock) throw new Error(JSON.stringify(stock.problem));
    expect(stock.refused).toEqual([]);
    expect(stock.stock).toHaveLength(products.skus.length);
    // Some sold out, some low, some with a receipt coming after today.
    const ats = stock.stock.map((each) => each.record.erp_ats);
    expect(ats.filter((count) => count === 0).length).toBeGreaterThan(ats.length / 20);
    expect(ats.filter((count) => count > 0 && count < 6).length).toBeGreaterThan(ats.length / 20);
    const receipts = stock.stock.filter((each) => each.record.incoming_date !== null);
    expect(receipts.length).toBeGreaterThan(ats.length / 10);
    expect(receipts.every((each) => (each.record.incoming_date ?? "") > "2026-11-29")).toBe(true);

    const prices = priceFeedOf(rowsOf(feeds.prices, PRICE_COLUMNS, OPTIONAL_PRICE_COLUMNS));
    expect(prices.refused).toEqual([]);
    expect([...prices.lists.keys()].sort()).toEqual([
      "BASE-CAD",
      "C-10042",
      "C-10042-SPRING",
      "INDEP",
      "QC-EAST",
    ]);
    expect(prices.prices.filter((each) => each.record.list_code === "BASE-CAD")).toHaveLength(
      products.colourways.size,
    );
    expect(prices.lists.get("C-10042-SPRING")?.starts_on).toBe("2027-01-13");

    const customers = customerFeedOf(rowsOf(feeds.customers, CUSTOMER_COLUMNS, OPTIONAL_CUSTOMER_COLUMNS));
    expect(customers.refused).toEqual([]);
    expect([...customers.customers.keys()]).toEqual(["C-10042", "C-20017", "C-30005"]);
    expect(customers.shipTos).toHaveLength(5);
  });

  it("is the same on every start, but for its dates", async () => {
    const directory = (await sampleDirectory(SAMPLE_CATALOGUE_DIR)) ?? {};
    expect(sampleFeeds(directory, brandIds, NOW)).toEqual(sampleFeeds(directory, brandIds, NOW + 3_600_000));
  });
});
