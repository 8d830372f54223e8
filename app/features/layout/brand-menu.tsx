import { BRAND_REGISTRY } from "@content/brands/registry";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "~/features/i18n/use-translation";
import { navLinkClass } from "./nav-link-class";

/**
 * "Brands" in the desktop navigation: the link goes to /brands, and a list of every brand page opens on
 * hover, on the arrow button (click, Enter, Space, ArrowDown) and closes on Escape or when focus leaves.
 * Hover shows it for as long as the pointer stays; the button pins it open until pressed again.
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
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the list.
  useEffect(close, [pathname]);

  return (
    <li
      ref={container}
      className="relative flex items-center rounded-md has-[a[aria-current=page]]:bg-brand-light"
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
        className="mr-1 grid size-7 place-items-center rounded-md text-muted hover:bg-brand-light hover:text-brand aria-expanded:text-brand"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("layout.nav.showBrandList")}
        onClick={() => setPinned((value) => !value)}
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
      <div className={`absolute top-full left-1/2 z-40 -translate-x-1/2 pt-3 ${open ? "block" : "hidden"}`}>
        <ul
          ref={list}
          id={listId}
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
