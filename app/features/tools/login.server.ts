import { data, redirect } from "react-router";
import { mediaType, readBody } from "~/lib/request-body.server";
import { claimAttempt, clearAttempts } from "~/lib/throttle.server";
import { LOGIN_BODY_LIMIT_BYTES, LOGIN_THROTTLE, TOOLS_DASHBOARD_PATH } from "./constants";
import type { LoginFailure } from "./login-outcome";
import { startStaffSession } from "./session.server";
import { isStaffPassword } from "./staff-password.server";

/** The sign-in form posts `password=…` URL-encoded, as every browser sends a plain form. */
const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/** A request no sign-in form sends: answered with the site's error page and the status that says why. */
function refused(status: 400 | 413 | 415, message: string): never {
  throw data(message, { status, headers: { "Cache-Control": "no-store" } });
}

/**
 * One sign-in attempt from `client`. The attempt is counted before anything else is done with it, in one
 * step with the check, so parallel guesses cannot slip past the limit, and a throttled client's body is
 * never read. The body itself is read only up to a few kilobytes.
 */
export async function signIn(request: Request, client: string) {
  if (mediaType(request) !== FORM_MEDIA_TYPE) refused(415, `Send the form as ${FORM_MEDIA_TYPE}.`);
  const wait = await claimAttempt(LOGIN_THROTTLE, client);
  if (wait > 0) {
    return data<LoginFailure>(
      { error: "throttled", retryAfterSeconds: wait },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  const body = await readBody(request, LOGIN_BODY_LIMIT_BYTES);
  if (!body.ok) refused(413, "The sign-in form is larger than a password needs.");
  const password = new URLSearchParams(body.bytes.toString("utf8")).get("password");
  if (password === null) refused(400, "The sign-in form has no password field.");
  if (!(await isStaffPassword(password))) return data<LoginFailure>({ error: "invalid" }, { status: 401 });
  await clearAttempts(LOGIN_THROTTLE, client);
  return redirect(TOOLS_DASHBOARD_PATH, { headers: { "Set-Cookie": await startStaffSession() } });
}
