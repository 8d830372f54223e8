/**
 * Navigation link style; the active page's link is highlighted in the brand blue. A link `joined` to a
 * button (Brands and its arrow) leaves the highlight to the pair's container, so it covers the arrow too.
 */
export function navLinkClass({ isActive }: { isActive: boolean }, joined = false): string {
  const base = `nav-link ${joined ? "pr-1 pl-3" : "px-3"}`;
  if (isActive) return `${base} text-brand font-semibold${joined ? "" : " bg-brand-light"}`;
  return `${base} nav-link-idle`;
}
