import { decodePercent } from "~/lib/percent-decoding";
import { SHARE_PATH } from "../constants";

/** 24 random bytes in base64url: 192 bits, past guessing (the issue asks for at least 128). */
export const SHARE_TOKEN_BYTES = 24;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Characters of a token that logs and the staff list show: enough to tell links apart, useless to open one. */
export const SHARE_TOKEN_HINT_LENGTH = 6;

/** The segment after any `share` segment, whatever its case and wherever it stands (`/./share/…`). */
const SHARE_SEGMENT_TOKEN = new RegExp(
  `(^|[/\\\\])(${SHARE_PATH.slice(1)}[/\\\\]+)([^/\\\\]{0,${SHARE_TOKEN_HINT_LENGTH}})[^/\\\\]*`,
  "gi",
);

/**
 * A path as logs may hold it: a share link's token cut to its first characters (`/share/AbCdEf…/zip`).
 * The path is read as a router would, decoded and case-folded, so no other spelling of it (`/SHARE/…`,
 * `/%73hare/…`, `/share%2F…`) carries the token through.
 */
export function redactSharePath(path: string): string {
  const decoded = decodePercent(path) ?? path;
  return decoded.replace(
    SHARE_SEGMENT_TOKEN,
    (_, before: string, share: string, kept: string) => `${before}${share}${kept}…`,
  );
}
