import { createHash, timingSafeEqual } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { config } from "./config.server";
import { trustedCallerContext } from "./request-context";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** `Authorization: Bearer {HEALTH_TOKEN}`, compared in constant time (both sides hashed to one length). */
function hasHealthToken(request: Request): boolean {
  const expected = config().healthToken;
  const given = /^Bearer (\S+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  return expected !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whoever may read how the site is doing inside (the outbox's counts): the deployment's own proxies and
 * load balancers (TRUST_PROXY), and a monitor holding HEALTH_TOKEN. Everyone else learns up or down only.
 */
export function isMonitor(request: Request, context: Readonly<RouterContextProvider>): boolean {
  return context.get(trustedCallerContext) || hasHealthToken(request);
}
