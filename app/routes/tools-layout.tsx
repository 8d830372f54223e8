import { Outlet } from "react-router";
import { stringsFor } from "~/features/i18n/index.server";
import { ErrorPage, LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { TOOLS_SHELL_STRINGS, ToolsShell, useToolsAuthFlag } from "~/features/tools";
import { privatePage, staffOnly } from "~/features/tools/index.server";
import type { Route } from "./+types/tools-layout";

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly];

/**
 * The shell's strings. Loaded again on every client-side navigation into the tools, so the middleware
 * checks the session even for a tool page that loads no data of its own.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { strings: stringsFor(context, [...TOOLS_SHELL_STRINGS, ...LANGUAGE_SELECTOR_STRINGS]) };
}

export default function ToolsLayout() {
  useToolsAuthFlag();
  return (
    <ToolsShell>
      <Outlet />
    </ToolsShell>
  );
}

export function ErrorBoundary() {
  return (
    <ToolsShell>
      <ErrorPage available />
    </ToolsShell>
  );
}
