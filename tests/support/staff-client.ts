import { createHash } from "node:crypto";
import { TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD } from "./site-server.ts";

/**
 * A sign-in as a browser without scripts would send it, from the client address `client`, as the first owner
 * unless `email` names another account.
 */
export function postPassword(
  origin: string,
  password: string,
  client: string,
  cookie = "",
  email = TEST_OWNER_EMAIL,
): Promise<Response> {
  return fetch(`${origin}/tools/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { "X-Forwarded-For": client, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });
}

/** The `name=value` part of a response's Set-Cookie, to send back as a Cookie header. */
export function cookieOf(response: Response): string {
  const setCookie = response.headers.get("Set-Cookie");
  if (!setCookie) throw new Error(`no Set-Cookie (HTTP ${response.status})`);
  return setCookie.split(";")[0] ?? "";
}

export async function signIn(
  origin: string,
  client: string,
  password = TEST_TOOLS_PASSWORD,
  email = TEST_OWNER_EMAIL,
): Promise<string> {
  const response = await postPassword(origin, password, client, "", email);
  if (response.status !== 302) throw new Error(`sign-in failed: HTTP ${response.status}`);
  return cookieOf(response);
}

/** Whether `cookie` opens the dashboard (200) or is sent to sign-in (302). */
export async function dashboardStatus(origin: string, cookie: string): Promise<number> {
  const response = await fetch(`${origin}/tools`, { headers: { Cookie: cookie }, redirect: "manual" });
  // Read to its end: a dashboard left half-read holds its connection open, and a server stopped after it
  // waits its whole shutdown deadline for that answer to finish.
  await response.arrayBuffer();
  return response.status;
}

/** The stored key of a session: the digest of the id inside the signed cookie. */
export function storedSessionKey(cookie: string): string {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  const sessionId: unknown = JSON.parse(atob(value.split(".")[0] ?? ""));
  return createHash("sha256").update(String(sessionId)).digest("base64url");
}
