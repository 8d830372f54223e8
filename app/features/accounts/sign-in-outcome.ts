/**
 * What a failed sign-in tells the browser; the page words it in the visitor's language. The address typed comes
 * back, so a form sent without scripts keeps it for the next try.
 */
export type LoginFailure =
  | { error: "invalid"; email: string }
  | { error: "throttled"; retryAfterSeconds: number; email?: string };
