import { data, redirect } from "react-router";
import { clearAttempts, recordAttempt, retryAfterSeconds } from "~/lib/throttle.server";
import { LOGIN_THROTTLE, TOOLS_DASHBOARD_PATH } from "./constants";
import type { LoginFailure } from "./login-outcome";
import { startStaffSession } from "./session.server";
import { isStaffPassword } from "./staff-password.server";

/**
 * One sign-in attempt from `client`. A throttled client is refused before the password is even
 * checked, so guessing costs the server nothing more once the limit is reached.
 */
export async function signIn(form: FormData, client: string) {
  const wait = await retryAfterSeconds(LOGIN_THROTTLE, client);
  if (wait > 0) {
    return data<LoginFailure>(
      { error: "throttled", retryAfterSeconds: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const password = form.get("password");
  if (typeof password !== "string" || !(await isStaffPassword(password))) {
    await recordAttempt(LOGIN_THROTTLE, client);
    return data<LoginFailure>({ error: "invalid" }, { status: 401 });
  }
  await clearAttempts(LOGIN_THROTTLE, client);
  return redirect(TOOLS_DASHBOARD_PATH, { headers: { "Set-Cookie": await startStaffSession() } });
}
