import { BRAND_REGISTRY } from "@content/brands/registry";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "~/features/i18n/use-translation";
import { useHydrated } from "~/lib/use-hydrated";
import { navLinkClass } from "./nav-link-class";

/**
 * "Brands" in the desktop navigation: the link goes to /brands, and a list of every brand page opens on
 * hover, on the arrow button (click, Enter, Space, ArrowDown) and closes on Escape or when focus leaves.
 * Hover shows it for as long as the pointer stays; the button pins it open until pressed again.
 * The list is a popover the button opens and closes by itself before and without the page's scripts;
 * once they run, the popover follows their state, and a close by the browser (Escape, a click elsewhere)
 * updates it.
 */
export function BrandMenu() {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || pinned;
  const close = () => {
    setHovered(false);
    setPinned(false);
  };
  const listId = useId();
  const container = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the list.
  useEffect(close, [pathname]);

  useEffect(() => {
    const element = popover.current;
    if (!element) return;
    // Opened before the scripts started: it stays open as if pinned.
    if (element.matches(":popover-open")) setPinned(true);
    const onToggle = (event: ToggleEvent) => {
      if (event.newState !== "closed") return;
      setHovered(false);
      setPinned(false);
    };
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => {
    const element = popover.current;
    if (!element || element.matches(":popover-open") === open) return;
    if (open) element.showPopover();
    else element.hidePopover();
  }, [open]);

  return (
    <li
      ref={container}
      className="brand-menu-anchor relative flex items-center rounded-md has-[a[aria-current=page]]:bg-brand-light"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget)) setPinned(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          close();
          toggle.current?.focus();
        }
      }}
    >
      <NavLink to="/brands" end={false} className={(state) => navLinkClass(state, true)}>
        {t("layout.nav.brands")}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        popoverTarget={listId}
        className="mr-1 grid size-7 place-items-center rounded-md text-muted hover:bg-brand-light hover:text-brand aria-expanded:text-brand"
        // The browser tells assistive technology whether the popover is open until the scripts take over.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        aria-label={t("layout.nav.showBrandList")}
        onClick={(event) => {
          // The state decides: a click on a list shown by hover pins it rather than closing it.
          event.preventDefault();
          setPinned((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setPinned(true);
            requestAnimationFrame(() => list.current?.querySelector("a")?.focus());
          }
        }}
      >
        <svg
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        >
          <path
            d="M5 7.5 10 12.5 15 7.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <div ref={popover} id={listId} popover="auto" className="brand-menu-popover">
        <ul
          ref={list}
          aria-label={t("layout.nav.brandPages")}
          className="brand-menu grid w-[34rem] grid-cols-2 gap-x-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          {BRAND_REGISTRY.map((brand) => (
            <li key={brand.id}>
              <Link to={`/brands/${brand.id}`}>{brand.name}</Link>
            </li>
          ))}
          <li className="col-span-2 mt-2 border-t border-slate-200 pt-2">
            <Link
              to="/brands"
              className="block rounded-md px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand-light"
            >
              {t("layout.nav.allBrands")} →
            </Link>
          </li>
        </ul>
      </div>
    </li>
  );
}
