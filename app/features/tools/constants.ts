import { SITE } from "@content/site";

/** The spec's session-storage key `{product}_tools_auth` and its value: a UI hint, never trusted. */
export const TOOLS_AUTH_KEY = `${SITE.product}_tools_auth`;
export const TOOLS_AUTH_VALUE = "true";

export const TOOLS_LOGIN_PATH = "/tools/login";
export const TOOLS_DASHBOARD_PATH = "/tools";
export const TOOLS_LOGOUT_PATH = "/tools/logout";
export const PHOTO_DOWNLOADER_PATH = "/tools/photo-downloader";
export const MESSAGES_PATH = "/tools/messages";
export const SECOND_FACTOR_STEP_PATH = "/tools/login/second-factor";
export const PASSWORD_RESET_PATH = "/tools/password-reset";
/** Followed by the one-time token of an invitation or a reset. */
export const SET_PASSWORD_PATH = "/tools/password";
export const OWN_ACCOUNT_PATH = "/tools/account";
export const SECOND_FACTOR_PATH = "/tools/account/second-factor";
/** Where a member who has no name yet (the first owner, until it gives one) gives it, before anything else. */
export const OWN_NAME_PATH = "/tools/account/name";
export const ACCOUNTS_PATH = "/tools/accounts";
export const AUDIT_PATH = "/tools/audit";
/** Retail customers and their buyers: the list, and `/tools/customers/{customer number}`. */
export const CUSTOMERS_PATH = "/tools/customers";
export const AUDIT_EXPORT_PATH = "/api/audit/export";
/** The content studio (its pages are the studio room's; the sidebar names it). */
export const STUDIO_PATH = "/tools/studio";
