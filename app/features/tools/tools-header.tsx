import { useTranslation } from "~/features/i18n";
import { CompanyMark, LanguageSelector } from "~/features/layout";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import { OWN_ACCOUNT_PATH, TOOLS_DASHBOARD_PATH } from "./constants";
import { LogoutButton } from "./logout-button";

/** Brand-blue bar: the tools' name, the language choice, Logout, and on phones the button that shows the sidebar. */
export function ToolsHeader({
  navId,
  navOpen,
  memberName,
  onToggleNav,
}: {
  navId: string;
  navOpen: boolean;
  memberName: string;
  onToggleNav: () => void;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 bg-brand text-white shadow">
      <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
        <button
          type="button"
          className="grid size-11 place-items-center rounded-md hover:bg-white/10 md:hidden"
          aria-expanded={navOpen}
          aria-controls={navId}
          aria-label={navOpen ? t("tools.layout.closeNav") : t("tools.layout.openNav")}
          onClick={onToggleNav}
        >
          <Icon name={navOpen ? "close" : "menu"} className="size-6" />
        </button>
        <Link to={TOOLS_DASHBOARD_PATH} className="flex min-w-0 items-center gap-3 rounded-md">
          {/* On a phone the name gets the room the mark would take, and wraps rather than being cut. */}
          <CompanyMark inverted className="hidden size-9 shrink-0 min-[400px]:block" />
          {/* Below 352 px the French name's longest word ("personnel") fits its room only in smaller type. */}
          <span className="text-base leading-tight font-bold tracking-tight max-[22rem]:text-sm sm:text-lg">
            {t("tools.areaName")}
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <div className="hidden sm:block">
            <LanguageSelector />
          </div>
          {/* Named "Your account: Sam" for screen readers; on a wide screen the name shows beside the icon. */}
          <Link
            to={OWN_ACCOUNT_PATH}
            className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold hover:bg-white/10"
          >
            <Icon name="user" className="size-5 shrink-0" />
            <span className="sr-only">{t("tools.layout.ownAccount")} </span>
            <span className="max-w-40 truncate max-lg:sr-only">{memberName}</span>
          </Link>
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
