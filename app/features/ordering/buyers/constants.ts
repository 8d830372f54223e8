/** The trade area's pages: under the B2B page, which has promised buyers this since launch (decision 330). */
export const TRADE_SIGN_IN_PATH = "/b2b/sign-in";
export const TRADE_SECOND_STEP_PATH = "/b2b/sign-in/second-factor";
export const TRADE_SIGN_OUT_PATH = "/b2b/sign-out";
export const TRADE_PASSWORD_RESET_PATH = "/b2b/password-reset";
/** `/b2b/password/{token}`: an invitation's or a reset's one-time link. */
export const TRADE_SET_PASSWORD_PATH = "/b2b/password";
/** The buyer's account: their company, its ship-tos and (for a customer administrator) its buyers. */
export const TRADE_ACCOUNT_PATH = "/b2b/account";
/** Turning on two-step verification for the buyer's own sign-in. */
export const TRADE_SECOND_FACTOR_PATH = "/b2b/account/second-factor";
/** The catalogue; `/b2b/catalogue/{style number}` is a style's page. */
export const TRADE_CATALOGUE_PATH = "/b2b/catalogue";
/** `/b2b/line-sheets/{id}`: a line sheet a buyer made, as a PDF, for their customer's buyers only. */
export const TRADE_LINE_SHEETS_PATH = "/b2b/line-sheets";
/** The buyer's cart: one for every brand (issue 51 §2). */
export const TRADE_CART_PATH = "/b2b/cart";
/** Lines pasted or a file uploaded, into the cart at once. */
export const TRADE_QUICK_ORDER_PATH = "/b2b/quick-order";
/** Ship-to, PO number and dates, then the order placed. */
export const TRADE_CHECKOUT_PATH = "/b2b/checkout";
/** `/b2b/orders/{order number}`: an order placed, as its confirmation shows it. */
export const TRADE_ORDERS_PATH = "/b2b/orders";
/** Where a signed-in buyer starts. */
export const TRADE_HOME_PATH = TRADE_CATALOGUE_PATH;

/** A buyer orders; a customer administrator also invites colleagues and manages them. */
export const BUYER_ROLES = ["buyer", "customer_admin"] as const;
export type BuyerRole = (typeof BUYER_ROLES)[number];

/** An ERP customer number as staff type it: the feeds' rule for an ERP code (`C-1001`), 1–40 characters. */
export const CUSTOMER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

export const isCustomerNumber = (text: string): boolean => CUSTOMER_NUMBER_PATTERN.test(text);
