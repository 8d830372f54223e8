import { isRouteErrorResponse, Outlet, type RouterContextProvider } from "react-router";
import { mayOpen, type StaffSession, staffSessionContext } from "~/features/accounts";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { TranslationProvider, useTranslation } from "~/features/i18n";
import { stringsFor } from "~/features/i18n/index.server";
import { ErrorPage, LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import {
  isToolsShellData,
  openNavItems,
  TOOLS_DASHBOARD_PATH,
  TOOLS_NAV_ITEMS,
  TOOLS_SHELL_STRINGS,
  ToolsShell,
  type ToolsShellData,
  useToolsAuthFlag,
} from "~/features/tools";
import { languageContext } from "~/lib/language-context";
import { Link } from "~/ui/link";
import { StatusPanel } from "~/ui/status-panel";
import type { Route } from "./+types/tools-layout";

/** The shell around every tool: the member, the tools their role opens (the accounts table decides), its strings. */
function shellData(context: Readonly<RouterContextProvider>, session: StaffSession): ToolsShellData {
  return {
    language: context.get(languageContext),
    strings: stringsFor(context, [...TOOLS_SHELL_STRINGS, ...LANGUAGE_SELECTOR_STRINGS]),
    memberName: session.member.name,
    open: TOOLS_NAV_ITEMS.filter((item) => mayOpen(session.member.role, item.to)).map((item) => item.to),
  };
}

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly(shellData)];

/**
 * The shell's data. Loaded again on every client-side navigation into the tools, so the middleware
 * checks the session and the role even for a tool page that loads no data of its own.
 */
export function loader({ context }: Route.LoaderArgs) {
  return shellData(context, context.get(staffSessionContext));
}

export default function ToolsLayout({ loaderData }: Route.ComponentProps) {
  useToolsAuthFlag();
  return (
    <ToolsShell items={openNavItems(loaderData.open)} memberName={loaderData.memberName}>
      <Outlet />
    </ToolsShell>
  );
}

/** A role that may not open the page: the tools' shell, and a page that says so and where to go instead. */
function Forbidden() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t("tools.layout.forbidden.title")} | Trafalgar Brands`}</title>
      <StatusPanel
        code={403}
        heading={t("tools.layout.forbidden.heading")}
        message={t("tools.layout.forbidden.body")}
      >
        <p className="mt-8">
          <Link to={TOOLS_DASHBOARD_PATH} className="font-semibold text-brand underline">
            {t("tools.layout.forbidden.back")}
          </Link>
        </p>
      </StatusPanel>
    </>
  );
}

export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const refused = isRouteErrorResponse(error) && error.status === 403 && isToolsShellData(error.data);
  const shell = refused ? error.data : loaderData;
  if (!shell) return <ErrorPage available={false} />;
  const page = (
    <ToolsShell items={openNavItems(shell.open)} memberName={shell.memberName}>
      {refused ? <Forbidden /> : <ErrorPage available />}
    </ToolsShell>
  );
  // After a refusal no loader ran: the shell brings its own strings, in the member's language.
  return refused ? (
    <div lang={shell.language}>
      <TranslationProvider language={shell.language} strings={shell.strings}>
        {page}
      </TranslationProvider>
    </div>
  ) : (
    page
  );
}
