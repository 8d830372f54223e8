/**
 * What a failed sign-in tells the browser; the page words it in the visitor's language. The address typed comes
 * back, so a form sent without scripts keeps it for the next try.
 */
export type LoginFailure =
  | { error: "invalid"; email: string }
  | { error: "throttled"; retryAfterSeconds: number; email?: string };

/**
 * What the second step tells the browser when the code was not taken: a wrong code, or the account's second
 * step locked after too many wrong ones, with the seconds until it takes codes again.
 */
export type SecondStepFailure = { error: "invalid" } | { error: "locked"; retryAfterSeconds: number };
