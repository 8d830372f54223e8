// The columns of each ERP feed (`docs/feeds/`), with nothing to import: the benchmarks write feed files too.

/** The product feed's columns (`docs/feeds/products.md`): one row per SKU, its style and colourway repeated. */
export const PRODUCT_COLUMNS = [
  "style_number",
  "brand",
  "season",
  "category",
  "gender",
  "size_scale",
  "name_en",
  "name_fr",
  "msrp",
  "colour_code",
  "colour_name_en",
  "colour_name_fr",
  "size",
  "width",
  "upc",
  "case_pack",
] as const;
export const OPTIONAL_PRODUCT_COLUMNS = [
  "description_en",
  "description_fr",
  "materials_en",
  "materials_fr",
  "prepacks",
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number] | (typeof OPTIONAL_PRODUCT_COLUMNS)[number];

/** The stock feed's columns (`docs/feeds/stock.md`): one row per SKU. */
export const STOCK_COLUMNS = ["upc", "ats"] as const;
export const OPTIONAL_STOCK_COLUMNS = ["incoming_quantity", "incoming_date", "mode"] as const;
export type StockColumn = (typeof STOCK_COLUMNS)[number] | (typeof OPTIONAL_STOCK_COLUMNS)[number];

/** The price feed's columns (`docs/feeds/prices.md`): one row per price of a list. */
export const PRICE_COLUMNS = ["list", "list_kind", "item", "price"] as const;
export const OPTIONAL_PRICE_COLUMNS = ["applies_to", "starts_on", "ends_on", "upc", "currency"] as const;
export type PriceColumn = (typeof PRICE_COLUMNS)[number] | (typeof OPTIONAL_PRICE_COLUMNS)[number];

/** The customers feed's columns (`docs/feeds/customers.md`): one row per ship-to, its customer's cells repeated. */
export const CUSTOMER_COLUMNS = [
  "customer_number",
  "legal_name",
  "terms",
  "language",
  "status",
  "ship_to",
  "ship_to_name",
  "street",
  "city",
  "province",
  "postal_code",
] as const;
export const OPTIONAL_CUSTOMER_COLUMNS = [
  "operating_name",
  "gst_hst_number",
  "qst_number",
  "pst_number",
  "credit_limit",
  "open_balance",
  "price_groups",
  "store_number",
  "po_required",
] as const;
export type CustomerColumn = (typeof CUSTOMER_COLUMNS)[number] | (typeof OPTIONAL_CUSTOMER_COLUMNS)[number];
