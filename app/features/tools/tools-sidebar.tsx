import { useTranslation } from "~/features/i18n";
import { Icon } from "~/ui/icons";
import { NavLink } from "~/ui/link";
import type { ToolsNavItem } from "./tools-nav-items";

/** The tools' navigation; the current tool is marked for sight (colour, bar) and for screen readers (aria-current). */
export function ToolsSidebar({
  id,
  items,
  open,
  onNavigate,
}: {
  id: string;
  /** The entries the signed-in member's role opens. */
  items: readonly ToolsNavItem[];
  open: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      aria-label={t("tools.layout.nav")}
      className={`${open ? "block" : "hidden"} border-b border-slate-200 bg-white md:block md:w-60 md:shrink-0 md:border-r md:border-b-0`}
    >
      {/* On a wide screen the list stays in view below the sticky header as the tool scrolls, never under it. */}
      <ul className="flex flex-col gap-1 p-3 md:sticky md:top-16">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-md border-l-4 px-3 py-2.5 font-medium ${isActive ? "border-brand bg-brand-light text-brand-dark" : "border-transparent text-ink hover:bg-slate-100"}`
              }
            >
              <Icon name={item.icon} className="size-5 shrink-0" />
              {t(`tools.layout.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
