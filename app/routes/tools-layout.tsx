import { Outlet } from "react-router";
import { stringsFor } from "~/features/i18n/strings.server";
import { ErrorPage } from "~/features/layout/error-page";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout/strings";
import { privatePage, staffOnly } from "~/features/tools/staff-middleware.server";
import { TOOLS_SHELL_STRINGS } from "~/features/tools/strings";
import { ToolsShell } from "~/features/tools/tools-shell";
import { useToolsAuthFlag } from "~/features/tools/use-tools-auth-flag";
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
