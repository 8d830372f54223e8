import { redirect } from "react-router";
import { TOOLS_LOGIN_PATH } from "~/features/tools";
import { accountById } from "./accounts.server";
import { openStaffSession } from "./sign-in.server";

/**
 * The person who has just chosen a password with a one-time link goes on signed in (decision 266): the link
 * proved the mailbox and the new password is theirs, which is all a password sign-in would ask again. The
 * session opens exactly as a password sign-in's does: halfway, with the second step due, for an account with
 * a second factor (a reset); a role that must enrol one is sent to enrol by the tools' middleware.
 */
export async function signInWithNewPassword(request: Request, accountId: number, client: string) {
  const account = await accountById(accountId);
  if (account?.state !== "active") return redirect(TOOLS_LOGIN_PATH);
  return openStaffSession(request, account, client);
}
