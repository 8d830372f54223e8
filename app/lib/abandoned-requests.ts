/**
 * A request given up on purpose (its page left, its navigation replaced) ends in an `AbortError`. The router's
 * data decoder leaves one such rejection unawaited when a navigation it is still reading is replaced (a redirect
 * from a loader), and the browser would report it as an uncaught error. An abandoned request is not a fault:
 * only that rejection is silenced; any other stays reported (decision 231).
 */
export function isAbandonedRequest(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "AbortError";
}

/** Called once by the client entry, before it hydrates. */
export function quietAbandonedRequests(): void {
  addEventListener("unhandledrejection", (event) => {
    if (isAbandonedRequest(event.reason)) event.preventDefault();
  });
}
