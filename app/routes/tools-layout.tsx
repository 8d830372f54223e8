import { Outlet } from "react-router";
import { ErrorPage } from "~/features/layout/error-page";
import { privatePage, staffOnly } from "~/features/tools/staff-middleware.server";
import { ToolsShell } from "~/features/tools/tools-shell";
import { useToolsAuthFlag } from "~/features/tools/use-tools-auth-flag";
import type { Route } from "./+types/tools-layout";

export const middleware: Route.MiddlewareFunction[] = [privatePage, staffOnly];

/**
 * Nothing to load: it makes every client-side navigation into the tools ask the server, so the
 * middleware checks the session even for a tool page that loads no data of its own.
 */
export function loader() {
  return null;
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
