// The ordering room's door: what other rooms (the ERP's feeds) may use of it.

export { colleagueChangeSchema, colleagueSchema } from "./buyers/colleague-form";
export {
  BUYER_ROLES,
  type BuyerRole,
  isCustomerNumber,
  TRADE_ACCOUNT_PATH,
  TRADE_HOME_PATH,
  TRADE_PASSWORD_RESET_PATH,
  TRADE_SECOND_STEP_PATH,
  TRADE_SET_PASSWORD_PATH,
  TRADE_SIGN_IN_PATH,
  TRADE_SIGN_OUT_PATH,
} from "./buyers/constants";
export { buyerSessionContext } from "./buyers/context";
export type { BuyerCustomer, BuyerSession } from "./buyers/session";
export { TradeShell, type TradeShellData } from "./buyers/trade-shell";
export { gtinOf } from "./catalogue/gtin";
export { isSizeScale, SIZE_SCALES, type SizeScale } from "./catalogue/size-scales";
export {
  type BuyerPrice,
  buyerPrices,
  PRICE_LIST_KINDS,
  type PriceBuyer,
  type PriceList,
  type PriceListKind,
} from "./pricing/price-rule";
