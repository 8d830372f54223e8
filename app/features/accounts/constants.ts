/** A staff session ends 8 hours after sign-in whatever happens, and after 2 hours without a request. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Recording every request's time would write on each API call; a minute's precision is enough for idling. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;
/** After a right password, the second factor must follow within five minutes. */
export const SECOND_FACTOR_STEP_MS = 5 * 60 * 1000;

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * 5 failed sign-ins from one address (an IPv6 network's /64) in 15 minutes, at whatever accounts, then HTTP 429
 * until the oldest ages out; past it the form is refused unread. Each failure is kept with the account it was
 * at, and a right password clears only that account's failures from that address: one account's success never
 * frees guesses at another.
 */
export const LOGIN_THROTTLE = { bucket: "tools-login", limit: 5, windowMs: LOGIN_WINDOW_MS } as const;
/**
 * 10 failed attempts at one account in 15 minutes, from whatever addresses, then 429: a guesser spread over
 * many addresses is slowed too. Attempts from an address the account signed in from before may go on to 20,
 * so a guesser elsewhere does not lock its own people out, but they are counted too. A right password clears
 * the account's failures from that address only.
 */
export const ACCOUNT_LOGIN_THROTTLE = {
  bucket: "tools-login-account",
  limit: 10,
  knownAddressLimit: 20,
  windowMs: LOGIN_WINDOW_MS,
} as const;
/**
 * Second-factor codes, counted per account across sign-ins (a right password starts a new step, never a new
 * count): 5 wrong ones in 15 minutes, then the step is refused until the oldest ages out; 10 in a day, then
 * it stays refused until the oldest of those is a day old. A right code clears the count, and so does an
 * owner's reset of the account's second factor.
 */
export const SECOND_FACTOR_THROTTLE = {
  bucket: "tools-second-factor",
  limit: 5,
  windowMs: 15 * 60 * 1000,
  longer: [{ limit: 10, windowMs: 24 * 60 * 60 * 1000 }],
} as const;
/** Reset requests: 5 per client and 3 per address an hour, so the form cannot be used to flood an inbox. */
export const RESET_THROTTLE = { bucket: "tools-reset", limit: 5, windowMs: 60 * 60 * 1000 } as const;
export const RESET_ADDRESS_THROTTLE = {
  bucket: "tools-reset-address",
  limit: 3,
  windowMs: 60 * 60 * 1000,
} as const;

/** A staff form (sign-in, password, invitation) URL-encoded, with room to spare; anything larger is refused unread. */
export const STAFF_FORM_LIMIT_BYTES = 4 * 1024;

/** The session cookie's name; browsers accept the `__Host-` prefix only on HTTPS. */
export const SESSION_COOKIE_NAME = "trafalgar_tools_session";
/** A retail buyer's session cookie (decision 330): its own name, so neither audience's pages read the other's. */
export const BUYER_SESSION_COOKIE_NAME = "trafalgar_trade_session";

/** An invitation link works for 72 hours, a reset link for one; each once. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** NIST SP 800-63B: at least 12 characters here, no upper limit but the form's, no composition rules. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/** Ten recovery codes of 10 base-32 characters, shown once at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** The audit log's page size on the Audit page. */
export const AUDIT_PAGE_SIZE = 50;
