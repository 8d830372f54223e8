import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "~/features/i18n/use-translation";
import { NAV_ITEMS } from "./nav-items";
import { navLinkClass } from "./nav-link-class";
import { useScrollLock } from "./use-scroll-lock";

/**
 * Small screens: the hamburger opens a dropdown that grows to 300 px over 0.3 s. Choosing a link or
 * pressing Escape closes it (focus goes back to the button); the page does not scroll while it is open.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useScrollLock(open);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        className="grid size-11 place-items-center rounded-md text-ink hover:bg-brand-light"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("layout.menu.close") : t("layout.menu.open")}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path
            d={open ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label={t("layout.nav.label")}
        inert={!open}
        className={`absolute inset-x-0 top-full overflow-y-auto border-slate-200 bg-white shadow-lg transition-[max-height] duration-300 ease-in-out ${open ? "max-h-[300px] border-b" : "max-h-0"}`}
      >
        <ul className="flex flex-col gap-1 px-4 py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={(state) => `block ${navLinkClass(state)}`}
                onClick={() => setOpen(false)}
              >
                {t(`layout.nav.${item.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
