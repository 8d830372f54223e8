import { redirect } from "react-router";
import { TOOLS_LOGIN_PATH } from "~/features/tools";
import { endStaffSession } from "~/features/tools/index.server";
import type { Route } from "./+types/tools-logout";

/** Signing out is a POST only; an address typed or prefetched just leads to the sign-in page. */
export function loader() {
  return redirect(TOOLS_LOGIN_PATH);
}

export async function action({ request }: Route.ActionArgs) {
  return redirect(TOOLS_LOGIN_PATH, {
    headers: { "Set-Cookie": await endStaffSession(request), "Cache-Control": "no-store" },
  });
}
