import { SITE } from "@content/site";

/** The spec's session-storage key `{product}_tools_auth` and its value: a UI hint, never trusted. */
export const TOOLS_AUTH_KEY = `${SITE.product}_tools_auth`;
export const TOOLS_AUTH_VALUE = "true";

export const TOOLS_LOGIN_PATH = "/tools/login";
export const TOOLS_DASHBOARD_PATH = "/tools";
export const TOOLS_LOGOUT_PATH = "/tools/logout";
export const PHOTO_DOWNLOADER_PATH = "/tools/photo-downloader";
export const MESSAGES_PATH = "/tools/messages";

/** A staff session ends 8 hours after sign-in whatever happens, and after 2 hours without a request. */
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** Recording every request's time would write on each API call; a minute's precision is enough for idling. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * 5 sign-in attempts per client in 15 minutes, then HTTP 429 until the oldest ages out. A correct password
 * clears the count, so only failures add up.
 */
export const LOGIN_THROTTLE = { bucket: "tools-login", limit: 5, windowMs: 15 * 60 * 1000 } as const;

/** A password field and its name, URL-encoded, with room to spare; anything larger is refused unread. */
export const LOGIN_BODY_LIMIT_BYTES = 4 * 1024;

/** The session cookie's name; browsers accept the `__Host-` prefix only on HTTPS. */
export const SESSION_COOKIE_NAME = "trafalgar_tools_session";
