import { Outlet } from "react-router";
import { stringsFor } from "~/features/i18n/index.server";
import { ErrorPage, LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { buyerSessionContext, TradeShell } from "~/features/ordering";
import { buyersOnly, cartLineCount, tradePage } from "~/features/ordering/index.server";
import { database } from "~/lib/database.server";
import type { Route } from "./+types/trade-layout";

export const middleware: Route.MiddlewareFunction[] = [tradePage, buyersOnly];

/** The shell's data; loaded again on every navigation, so the middleware checks the buyer's session each time. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(buyerSessionContext);
  return {
    strings: stringsFor(context, ["trade.layout", ...LANGUAGE_SELECTOR_STRINGS]),
    shell: {
      buyerName: session.buyer.name,
      company: session.customer.name,
      cartLines: await cartLineCount(await database(), session.buyer.id),
    },
  };
}

export default function TradeLayout({ loaderData }: Route.ComponentProps) {
  return (
    <TradeShell data={loaderData.shell}>
      <Outlet />
    </TradeShell>
  );
}

export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) return <ErrorPage available={false} />;
  return (
    <TradeShell data={loaderData.shell}>
      <ErrorPage available />
    </TradeShell>
  );
}
