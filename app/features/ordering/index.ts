// The ordering room's door: what other rooms (the ERP's feeds) may use of it.
export { gtinOf } from "./catalogue/gtin";
export { isSizeScale, SIZE_SCALES, type SizeScale } from "./catalogue/size-scales";
