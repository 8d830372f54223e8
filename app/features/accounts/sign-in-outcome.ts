/** What a failed sign-in tells the browser; the page words it in the visitor's language. */
export type LoginFailure = { error: "invalid" } | { error: "throttled"; retryAfterSeconds: number };
