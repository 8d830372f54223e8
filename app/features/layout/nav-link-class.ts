/** Navigation link style; the active page's link is highlighted in the brand blue. */
export function navLinkClass({ isActive }: { isActive: boolean }): string {
  const base = "rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors";
  return isActive
    ? `${base} bg-brand-light text-brand font-semibold`
    : `${base} text-ink hover:bg-brand-light hover:text-brand`;
}
