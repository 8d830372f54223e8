import { Outlet, type RouterContextProvider } from "react-router";
import { mayOpen, type StaffSession, shownName, staffSessionContext } from "~/features/accounts";
import { privatePage, staffOnly } from "~/features/accounts/index.server";
import { stringsFor } from "~/features/i18n/index.server";
import { ErrorPage, LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import {
  openNavItems,
  TOOLS_NAV_ITEMS,
  TOOLS_SHELL_STRINGS,
  ToolsShell,
  type ToolsShellData,
  useToolsAuthFlag,
} from "~/features/tools";
import { toolRefusal } from "~/features/tools/index.server";
import type { Route } from "./+types/tools-layout";

/** The shell around every tool: the member, the tools their role opens (the accounts table decides), its strings. */
function shellData(context: Readonly<RouterContextProvider>, session: StaffSession): ToolsShellData {
  return {
    strings: stringsFor(context, [...TOOLS_SHELL_STRINGS, ...LANGUAGE_SELECTOR_STRINGS]),
    memberName: shownName(session.member),
    open: TOOLS_NAV_ITEMS.filter((item) => mayOpen(session.member.role, item.to)).map((item) => item.to),
  };
}

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly(toolRefusal)];

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
