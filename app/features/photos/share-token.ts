import { SHARE_PATH } from "./constants";

/** 24 random bytes in base64url: 192 bits, past guessing (the issue asks for at least 128). */
export const SHARE_TOKEN_BYTES = 24;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Characters of a token that logs and the staff list show: enough to tell links apart, useless to open one. */
export const SHARE_TOKEN_HINT_LENGTH = 6;

const SHARE_PATH_TOKEN = new RegExp(`^(${SHARE_PATH}/[A-Za-z0-9_-]{0,${SHARE_TOKEN_HINT_LENGTH}})[^/]*`);

/** A path as logs may hold it: a share link's token cut to its first characters (`/share/AbCdEf…/zip`). */
export function redactSharePath(path: string): string {
  return path.replace(SHARE_PATH_TOKEN, (_, kept: string) => `${kept}…`);
}
