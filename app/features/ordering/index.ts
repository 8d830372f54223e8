// The ordering room's door: what other rooms (the ERP's feeds) may use of it.
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
