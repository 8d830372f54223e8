// The ordering room's door: what other rooms (the ERP's feeds) may use of it.

export { colleagueChangeSchema, colleagueSchema, staffBuyerChangeSchema } from "./buyers/colleague-form";
export {
  BUYER_ROLES,
  type BuyerRole,
  isCustomerNumber,
  TRADE_ACCOUNT_PATH,
  TRADE_CART_PATH,
  TRADE_CATALOGUE_PATH,
  TRADE_CHECKOUT_PATH,
  TRADE_HOME_PATH,
  TRADE_LINE_SHEETS_PATH,
  TRADE_ORDERS_PATH,
  TRADE_PASSWORD_RESET_PATH,
  TRADE_QUICK_ORDER_PATH,
  TRADE_SECOND_FACTOR_PATH,
  TRADE_SECOND_STEP_PATH,
  TRADE_SET_PASSWORD_PATH,
  TRADE_SIGN_IN_PATH,
  TRADE_SIGN_OUT_PATH,
} from "./buyers/constants";
export { buyerSessionContext } from "./buyers/context";
export {
  CustomerAccountView,
  type CustomerFacts,
  OutcomeMessage,
  type ShownBuyer,
  type ShownOutcome,
  type ShownShipTo,
} from "./buyers/customer-account-view";
export type { BuyerCustomer, BuyerSession } from "./buyers/session";
export { TradeShell, type TradeShellData } from "./buyers/trade-shell";
export { MAX_LINE_QUANTITY, SHORTAGE_CHOICES, type ShortageChoice } from "./cart/cart-rules";
export {
  pastedRows,
  QUICK_ORDER_FILE_TYPES,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderRow,
  quickOrderRows,
} from "./cart/quick-order-lines";
export { BrandStyles } from "./catalogue/brand-styles";
export { CatalogueFilters } from "./catalogue/catalogue-filters";
export { CatalogueLineSheet, type LineSheetRefusal } from "./catalogue/catalogue-line-sheet";
export { CataloguePages } from "./catalogue/catalogue-pages";
export {
  CATALOGUE_FACETS,
  CATALOGUE_SORTS,
  type CatalogueFacet,
  type CatalogueQuery,
  catalogueQuery,
  catalogueSearchParams,
  isFootwearScale,
  isKnownCategory,
} from "./catalogue/catalogue-query";
export {
  type CardColourway,
  catalogueImagePath,
  type FacetChoice,
  type PublicStyle,
  type StyleCard as StyleCardData,
} from "./catalogue/catalogue-view";
export { gtinOf } from "./catalogue/gtin";
export { newestFirst, seasonName } from "./catalogue/seasons";
export { type ShownCell, type ShownGrid, SizeGrid } from "./catalogue/size-grid";
export { isSizeScale, SIZE_SCALES, type SizeScale } from "./catalogue/size-scales";
export { StockBadge } from "./catalogue/stock-badge";
export { LOW_STOCK_UNITS, type StockStatus, stockStatus } from "./catalogue/stock-status";
export { StyleCard } from "./catalogue/style-card";
export { tradeFormats } from "./catalogue/trade-formats";
export { checkoutSchema, ORDER_NOTES_MAX, PO_NUMBER_MAX } from "./checkout/checkout-form";
export {
  type BuyerPrice,
  buyerPrices,
  PRICE_LIST_KINDS,
  type PriceBuyer,
  type PriceList,
  type PriceListKind,
} from "./pricing/price-rule";
