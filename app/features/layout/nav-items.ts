/** The main navigation of SPEC §2, in its order. */
export const NAV_ITEMS = [
  { to: "/about", label: "about" },
  { to: "/services", label: "services" },
  { to: "/brands", label: "brands" },
  { to: "/b2b", label: "b2b" },
  { to: "/contact", label: "contact" },
] as const;
