import { ROLES, type Role } from "./roles";

const EVERYONE = ROLES;
/** Leads (names, e-mail addresses, phone numbers) are for the people who answer them, and the owner. */
const LEADS: readonly Role[] = ["owner", "sales"];
const OWNER: readonly Role[] = ["owner"];
/** The stores that carry our brands: sales know which retailers are authorised; marketing publishes the finder. */
const STORE_LIST: readonly Role[] = ["owner", "sales", "marketing"];
/** Which pages and campaigns bring retailers in: marketing's to read, and the owner's. */
const ANALYTICS: readonly Role[] = ["owner", "marketing"];
/** The ERP's feeds (catalogue, prices, stock, customers): sales answer for them to retailers, with the owner. */
const ERP_FEEDS: readonly Role[] = ["owner", "sales"];
/** Retail customers and their buyers (names, work addresses): sales serve them, with the owner. */
const CUSTOMERS: readonly Role[] = ["owner", "sales"];
/** What the public site says is marketing's to write, and the owner's. */
const CONTENT: readonly Role[] = ["owner", "marketing"];

/**
 * The one authorisation table (decision 214): each staff route, by the path pattern React Router matched, and
 * the roles that may open it. The tools' middleware, every staff resource route and the server's direct routes
 * consult it; a route not listed here is refused to everyone, and a test walks `routes.ts` so a new staff route
 * cannot be forgotten.
 */
export const STAFF_ACCESS: Readonly<Record<string, readonly Role[]>> = {
  "/tools": EVERYONE,
  "/tools/account": EVERYONE,
  "/tools/account/second-factor": EVERYONE,
  "/tools/account/name": EVERYONE,
  "/tools/photo-downloader": EVERYONE,
  "/tools/photo-downloader/history": EVERYONE,
  "/tools/photo-downloader/shares": EVERYONE,
  "/tools/photo-downloader/line-sheets": EVERYONE,
  "/api/photos/directory": EVERYONE,
  "/api/photos/lookups": EVERYONE,
  "/api/photos/downloads": EVERYONE,
  "/api/photos/downloads/:id": EVERYONE,
  "/api/photos/thumbnails/:item": EVERYONE,
  "/api/photos/line-sheets/:id": EVERYONE,
  "/tools/messages": LEADS,
  "/tools/messages/:messageId": LEADS,
  "/tools/messages/applications": LEADS,
  "/tools/messages/applications/:applicationId": LEADS,
  "/tools/messages/notify-list": LEADS,
  "/api/messages/export": LEADS,
  "/api/notify-list/export": LEADS,
  "/tools/studio": CONTENT,
  "/tools/studio/line-up": CONTENT,
  "/tools/studio/new-brand": CONTENT,
  "/tools/studio/company": CONTENT,
  "/tools/studio/pages/:page": CONTENT,
  "/tools/studio/pages/:page/history": CONTENT,
  "/tools/studio/brands/:brandId": CONTENT,
  "/tools/studio/brands/:brandId/history": CONTENT,
  "/tools/studio/preview/brands/:brandId": CONTENT,
  "/tools/studio/preview/pages/:page": CONTENT,
  "/tools/where-to-buy": STORE_LIST,
  "/api/stores/export": STORE_LIST,
  "/tools/analytics": ANALYTICS,
  "/api/analytics/export": ANALYTICS,
  "/tools/feeds": ERP_FEEDS,
  "/api/feeds/:feedId/refused-rows": ERP_FEEDS,
  "/tools/customers": CUSTOMERS,
  "/tools/customers/:customerNumber": CUSTOMERS,
  "/tools/accounts": OWNER,
  "/tools/accounts/:accountId": OWNER,
  "/tools/audit": OWNER,
  "/api/audit/export": OWNER,
};

/**
 * Staff-area routes a signed-out person must reach: signing in, its second step, signing out, and the
 * one-time links. They are listed so the walking test can tell them from a forgotten route.
 */
export const SIGNED_OUT_ROUTES: readonly string[] = [
  "/tools/login",
  "/tools/login/second-factor",
  "/tools/logout",
  "/tools/password-reset",
  "/tools/password/:token",
];

/** React Router joins the matched routes' paths as `routes.ts` writes them, without a leading slash. */
export function routeKey(pattern: string): string {
  return pattern.startsWith("/") ? pattern : `/${pattern}`;
}

/** Whether `role` may open the route matched as `pattern`; false for any route the table does not list. */
export function mayOpen(role: Role, pattern: string, table = STAFF_ACCESS): boolean {
  const key = routeKey(pattern);
  return Object.hasOwn(table, key) && (table[key]?.includes(role) ?? false);
}

/**
 * What each role opens of `tools` (the sidebar's tools, in its order), read from the table: the Accounts page
 * describes the roles with it, so the description cannot say other than what the middleware enforces.
 */
export function toolsOfEachRole<Tool extends { to: string }>(
  tools: readonly Tool[],
  table = STAFF_ACCESS,
): { role: Role; tools: Tool[] }[] {
  return ROLES.map((role) => ({ role, tools: tools.filter((tool) => mayOpen(role, tool.to, table)) }));
}
