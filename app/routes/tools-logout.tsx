import { redirect } from "react-router";
import { signOut, staffSession } from "~/features/accounts/index.server";
import { TOOLS_LOGIN_PATH } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/tools-logout";

/** Signing out is a POST only; an address typed or prefetched just leads to the sign-in page. */
export function loader() {
  return redirect(TOOLS_LOGIN_PATH);
}

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, await staffSession(request), context.get(clientAddressContext));
}
