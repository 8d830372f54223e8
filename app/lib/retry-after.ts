/**
 * A route's `headers` for a form its action may refuse with 429: the action's Retry-After reaches the
 * document's answer. The other headers are the middleware's.
 */
export function passRetryAfter({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}
