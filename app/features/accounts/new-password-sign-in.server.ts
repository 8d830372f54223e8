import { redirect } from "react-router";
import { SECOND_FACTOR_STEP_PATH, TOOLS_DASHBOARD_PATH, TOOLS_LOGIN_PATH } from "~/features/tools";
import { addressPrefix } from "~/lib/address-prefix.server";
import { accountById } from "./accounts.server";
import { recordAudit } from "./audit.server";
import { deviceOf } from "./device";
import { startStaffSession } from "./session.server";

/**
 * The person who has just chosen a password with a one-time link goes on signed in (decision 266): the link
 * proved the mailbox and the new password is theirs, which is all a password sign-in would ask again. The
 * session opens exactly as a password sign-in's does: halfway, with the second step due, for an account with
 * a second factor (a reset); a role that must enrol one is sent to enrol by the tools' middleware.
 */
export async function signInWithNewPassword(request: Request, accountId: number, client: string) {
  const account = await accountById(accountId);
  if (account?.state !== "active") return redirect(TOOLS_LOGIN_PATH);
  const secondFactorDue = account.totp_enabled_at !== null;
  const cookie = await startStaffSession({
    accountId,
    device: deviceOf(request.headers.get("User-Agent")),
    ipPrefix: addressPrefix(client),
    secondFactorDue,
  });
  if (!secondFactorDue) await recordAudit({ actor: accountId, action: "signIn", client });
  return redirect(secondFactorDue ? SECOND_FACTOR_STEP_PATH : TOOLS_DASHBOARD_PATH, {
    headers: { "Set-Cookie": cookie },
  });
}
