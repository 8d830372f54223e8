import { redirect } from "react-router";
import { signOutOf } from "~/features/accounts/index.server";
import { TRADE_SIGN_IN_PATH } from "~/features/ordering";
import { BUYERS, buyerSession } from "~/features/ordering/index.server";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/trade-sign-out";

/** Signing out is a POST only; an address typed or prefetched just leads to the sign-in page. */
export function loader() {
  return redirect(TRADE_SIGN_IN_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await buyerSession(request);
  return signOutOf(BUYERS, request, session?.buyer.id, context.get(clientAddressContext));
}
