import type { RouterContextProvider } from "react-router";
import { hasBearerToken } from "./bearer-token.server";
import { config } from "./config.server";
import { trustedCallerContext } from "./request-context";

/**
 * Whoever may read how the site is doing inside (the outbox's counts): the deployment's own proxies and
 * load balancers (TRUST_PROXY), and a monitor holding HEALTH_TOKEN. Everyone else learns up or down only.
 */
export function isMonitor(request: Request, context: Readonly<RouterContextProvider>): boolean {
  return context.get(trustedCallerContext) || hasBearerToken(request, config().healthToken);
}
