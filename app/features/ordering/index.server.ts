// The ordering room's door for the server and routes: a customer's prices and terms, for the line sheets made
// for it (and, in part 2, the cart and checkout).
export {
  type ColourwayTerms,
  type CustomerChoice,
  colourwayTerms,
  customerChoices,
  customerNamed,
} from "./catalogue/customer-terms.server";
export { priceBuyerOf, pricesForBuyer } from "./pricing/buyer-prices.server";
