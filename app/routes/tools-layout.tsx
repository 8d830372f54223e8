import { Outlet, type RouterContextProvider } from "react-router";
import { mayOpen, type StaffSession, staffSessionContext } from "~/features/accounts";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { ErrorPage, LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import {
  openNavItems,
  TOOLS_DASHBOARD_PATH,
  TOOLS_NAV_ITEMS,
  TOOLS_SHELL_STRINGS,
  ToolsShell,
  type ToolsShellData,
  useToolsAuthFlag,
} from "~/features/tools";
import { languageContext } from "~/lib/language-context";
import type { Refusal } from "~/lib/refusal";
import type { Route } from "./+types/tools-layout";

/** The shell around every tool: the member, the tools their role opens (the accounts table decides), its strings. */
function shellData(context: Readonly<RouterContextProvider>, session: StaffSession): ToolsShellData {
  return {
    strings: stringsFor(context, [...TOOLS_SHELL_STRINGS, ...LANGUAGE_SELECTOR_STRINGS]),
    memberName: session.member.name,
    open: TOOLS_NAV_ITEMS.filter((item) => mayOpen(session.member.role, item.to)).map((item) => item.to),
  };
}

/** What a member sees of a tool outside their role: a 403 that says so, and the way back to their dashboard. */
function refusal(context: Readonly<RouterContextProvider>): Refusal {
  const t = serverT(context);
  return {
    language: context.get(languageContext),
    title: t("tools.layout.forbidden.title"),
    heading: t("tools.layout.forbidden.heading"),
    body: t("tools.layout.forbidden.body"),
    back: { label: t("tools.layout.forbidden.back"), to: TOOLS_DASHBOARD_PATH },
  };
}

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly(refusal)];

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

export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) return <ErrorPage available={false} />;
  return (
    <ToolsShell items={openNavItems(loaderData.open)} memberName={loaderData.memberName}>
      <ErrorPage available />
    </ToolsShell>
  );
}
