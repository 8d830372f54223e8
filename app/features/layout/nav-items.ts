import { WHERE_TO_BUY_PATH } from "~/features/where-to-buy";

/**
 * The main navigation: SPEC §2's five pages in its order, then the store finder (issue 48: a buyer looking
 * for a store should not have to reach the footer). `label` is the link's key under `layout`.
 */
export const NAV_ITEMS = [
  { to: "/about", label: "nav.about" },
  { to: "/services", label: "nav.services" },
  { to: "/brands", label: "nav.brands" },
  { to: "/b2b", label: "nav.b2b" },
  { to: "/contact", label: "nav.contact" },
  { to: WHERE_TO_BUY_PATH, label: "whereToBuy" },
] as const;
