import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/features/i18n";
import { APPLICATION_PATH } from "~/features/retailers";
import { useHydrated } from "~/lib/use-hydrated";
import { Icon } from "~/ui/icons";
import { NavLink } from "~/ui/link";
import { OtherLanguageLink } from "./language-link";
import { NAV_ITEMS } from "./nav-items";
import { navLinkClass } from "./nav-link-class";

/**
 * Small screens: the hamburger opens a dropdown that grows to 300 px over 0.3 s. The dropdown is a popover,
 * so the browser opens it, closes it on Escape or a click elsewhere (focus goes back to the button), and
 * the stylesheet stops the page scrolling while it is open, all before and without the page's scripts.
 * The scripts follow its state (the button's label and icon) and close it when a link is chosen.
 */
export function MobileMenu({ belowBanner }: { belowBanner: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const { pathname } = useLocation();

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const follow = () => setOpen(element.matches(":popover-open"));
    // Opened before the scripts started: the label and icon catch up.
    follow();
    element.addEventListener("toggle", follow);
    return () => element.removeEventListener("toggle", follow);
  }, []);

  // A new page closes the menu; a menu opened before the scripts started stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    panel.current?.hidePopover();
  }, [pathname]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        className="grid size-11 place-items-center rounded-md text-ink hover:bg-brand-light"
        // The browser tells assistive technology whether a popover is open until the scripts take over.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        aria-label={open ? t("layout.menu.close") : t("layout.menu.open")}
      >
        <Icon name={open ? "close" : "menu"} className="size-6" />
      </button>
      <nav
        ref={panel}
        id={panelId}
        popover="auto"
        aria-label={t("layout.nav.label")}
        className={`mobile-menu inset-x-0 bottom-auto m-0 w-full max-w-none overflow-y-auto border-x-0 border-t-0 border-b border-slate-200 bg-white p-0 shadow-lg ${belowBanner ? "top-30" : "top-20"}`}
      >
        {/* Two columns of pages, then the application and the language across: all of it within SPEC's
            300 px, so nothing falls below the menu's box onto the page. */}
        <ul className="grid grid-cols-2 gap-1 px-4 py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={navLinkClass} onClick={() => panel.current?.hidePopover()}>
                {t(`layout.${item.label}`)}
              </NavLink>
            </li>
          ))}
          <li className="col-span-2">
            <NavLink
              to={APPLICATION_PATH}
              className={navLinkClass}
              onClick={() => panel.current?.hidePopover()}
            >
              {t("layout.retailAccount")}
            </NavLink>
          </li>
          <li className="col-span-2 mt-1 border-t border-slate-200 pt-2">
            <OtherLanguageLink
              className={navLinkClass({ isActive: false })}
              onSwitch={() => panel.current?.hidePopover()}
            />
          </li>
        </ul>
      </nav>
    </div>
  );
}
