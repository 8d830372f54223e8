import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import type { BrandLink } from "~/features/brands";
import { useTranslation } from "~/features/i18n";
import { afterLoading } from "~/lib/lazy-effect";
import { Icon } from "~/ui/icons";
import { Link, NavLink } from "~/ui/link";
import type { BrandMenuBehaviour } from "./brand-menu-behaviour";
import { navLinkClass } from "./nav-link-class";

/** Hover, pinning and keys come after the page's first scripts: the list works as a popover until then. */
const loadBehaviour = () => import("./brand-menu-behaviour");

/**
 * "Brands" in the desktop navigation: the link goes to /brands, and a list of every brand page opens on
 * hover, on the arrow button (click, Enter, Space, ArrowDown) and closes on Escape or when focus leaves
 * (`brand-menu-behaviour.ts`). The list is a popover the button opens and closes by itself before and
 * without the page's scripts (the browser then tells assistive technology whether it is open); once they
 * run, the popover follows their state.
 */
export function BrandMenu({ brands }: { brands: readonly BrandLink[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const container = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const behaviour = useRef<BrandMenuBehaviour>(undefined);
  const { pathname } = useLocation();

  useEffect(
    () =>
      afterLoading(loadBehaviour, ({ enhanceBrandMenu }) => {
        if (!container.current || !toggle.current || !popover.current || !list.current) return () => {};
        behaviour.current = enhanceBrandMenu({
          container: container.current,
          toggle: toggle.current,
          popover: popover.current,
          list: list.current,
        });
        return behaviour.current.stop;
      }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the list.
  useEffect(() => behaviour.current?.close(), [pathname]);

  return (
    <li
      ref={container}
      className="brand-menu-anchor relative flex items-center rounded-md has-[a[aria-current=page]]:bg-brand-light"
    >
      <NavLink to="/brands" end={false} className={(state) => navLinkClass(state, true)}>
        {t("layout.nav.brands")}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        popoverTarget={listId}
        className="mr-1 grid size-7 place-items-center rounded-md text-muted hover:bg-brand-light hover:text-brand aria-expanded:text-brand"
        aria-controls={listId}
        aria-label={t("layout.nav.showBrandList")}
      >
        <Icon name="chevronDown" className="brand-menu-chevron size-4 transition-transform" />
      </button>
      <div ref={popover} id={listId} popover="auto" className="brand-menu-popover">
        <ul
          ref={list}
          aria-label={t("layout.nav.brandPages")}
          className="brand-menu grid w-[34rem] grid-cols-2 gap-x-4 rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          {brands.map((brand) => (
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
