import { useTranslation } from "~/features/i18n";
import { NavLink } from "~/ui/link";
import { TOOLS_NAV_ITEMS } from "./tools-nav-items";

function DashboardIcon() {
  return <path d="M4 4h7v7H4zm9 0h7v4h-7zM4 13h7v7H4zm9-3h7v10h-7z" />;
}

function PhotoIcon() {
  return <path d="M4 6h4l2-2h4l2 2h4v13H4zm8 3.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />;
}

function MessagesIcon() {
  return <path d="M3 5h18v14H3zm0 0 9 7 9-7" />;
}

const ICONS = { dashboard: DashboardIcon, photoDownloader: PhotoIcon, messages: MessagesIcon } as const;

/** The tools' navigation; the current tool is marked for sight (colour, bar) and for screen readers (aria-current). */
export function ToolsSidebar({
  id,
  open,
  onNavigate,
}: {
  id: string;
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
      <ul className="flex flex-col gap-1 p-3">
        {TOOLS_NAV_ITEMS.map((item) => {
          const Icon = ICONS[item.label];
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-md border-l-4 px-3 py-2.5 font-medium ${isActive ? "border-brand bg-brand-light text-brand-dark" : "border-transparent text-ink hover:bg-slate-100"}`
                }
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-5 shrink-0"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <Icon />
                </svg>
                {t(`tools.layout.${item.label}`)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
