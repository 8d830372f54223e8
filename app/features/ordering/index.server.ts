// The ordering room's door for the server and routes: a customer's prices and terms, for the line sheets made
// for it (and, in part 2, the cart and checkout).

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
export { priceBuyerOf, pricesForBuyer } from "./pricing/buyer-prices.server";
