// The ordering room's door for the server and routes: accounts, the catalogue, a customer's prices and terms,
// the cart, checkout and orders.

export {
  type CustomerListing,
  customerAccount,
  customerList,
  type TradeAccount,
} from "./buyers/account-page.server";
export { type BuyerSummary, buyerById, buyersOf } from "./buyers/buyer-accounts.server";
export {
  BUYERS,
  buyerOwn,
  buyerSession,
  buyerSessionOfCookie,
  buyersOnly,
  tradePage,
} from "./buyers/buyer-session.server";
export {
  type BuyerChange,
  type ColleagueChange,
  type ColleagueOutcome,
  changeBuyer,
  changeColleague,
  inviteColleague,
  inviteToCustomer,
} from "./buyers/colleagues.server";
export { type ApplicantCompany, type CustomerOpening, openCustomer } from "./buyers/customer-opening.server";
export { BUYER_RESETS, recordBuyerAction } from "./buyers/invitations.server";
export { announceSampleBuyer, ensureSampleBuyer } from "./buyers/sample-buyer.server";
export { CART_FORM_LIMIT_BYTES, cartChanges, gridEntries } from "./cart/cart-form.server";
export {
  additionReport,
  lineWords,
  type ShownCart,
  type ShownCartLine,
  shownCart,
} from "./cart/cart-page.server";
export {
  addToCart,
  type CartLine,
  cartLineCount,
  cartLines,
  changeCartLines,
} from "./cart/cart-store.server";
export { startCartUpkeep, stopCartUpkeep } from "./cart/cart-upkeep.server";
export { cartExpiry, cartIdleSince } from "./cart/idle-carts.server";
export { addQuickOrder, QUICK_ORDER_UPLOAD_LIMIT_BYTES, quickOrderFileRows } from "./cart/quick-order.server";
export { startCatalogueWatch, stopCatalogueWatch, styleOfItem } from "./catalogue/catalogue-index.server";
export {
  type CatalogueResults,
  catalogueItems,
  searchCatalogue,
  skuByBarcode,
} from "./catalogue/catalogue-search.server";
export { currentStyles } from "./catalogue/current-styles.server";
export {
  type ColourwayTerms,
  type CustomerChoice,
  colourwayTerms,
  customerChoices,
  customerNamed,
} from "./catalogue/customer-terms.server";
export { type StyleSheet, styleSheet } from "./catalogue/style-sheet.server";
export { checkoutSummary } from "./checkout/checkout-page.server";
export { mailOrderConfirmation } from "./checkout/order-mail.server";
export { orderConfirmationPdf } from "./checkout/order-pdf.server";
export { cutoffTime, orderForCustomer, type ShownOrder } from "./checkout/order-view.server";
export { orderIdOf, orderNumberOf, placeOrder, poNumberUsed } from "./checkout/place-order.server";
export { priceBuyerOf, pricesForBuyer } from "./pricing/buyer-prices.server";
