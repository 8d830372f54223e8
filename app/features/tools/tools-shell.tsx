import { type ReactNode, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "~/features/i18n";
import { LanguageSelector } from "~/features/layout";
import { ToolsHeader } from "./tools-header";
import type { ToolsNavItem } from "./tools-nav-items";
import { ToolsSidebar } from "./tools-sidebar";

/**
 * Header across the top, sidebar on the left (behind a button on phones), the tool in the rest. `items` are
 * the tools the member's role opens; `memberName` links to their own account.
 */
export function ToolsShell({
  items,
  memberName,
  children,
}: {
  items: readonly ToolsNavItem[];
  memberName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: another tool closes the phone menu.
  useEffect(() => setNavOpen(false), [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("tools.layout.skipToContent")}
      </a>
      <ToolsHeader
        navId={navId}
        navOpen={navOpen}
        memberName={memberName}
        onToggleNav={() => setNavOpen((open) => !open)}
      />
      <div className="flex flex-1 flex-col md:flex-row">
        <ToolsSidebar id={navId} items={items} open={navOpen} onNavigate={() => setNavOpen(false)} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-8 outline-none sm:px-8">
          {children}
        </main>
      </div>
      <footer className="flex justify-center bg-brand py-3 sm:hidden">
        <LanguageSelector />
      </footer>
    </div>
  );
}
