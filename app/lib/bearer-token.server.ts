import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer {expected}`, compared in constant time (both sides hashed to
 * one length, so neither the token nor its length leaks through timing). False when `expected` is unset.
 */
export function hasBearerToken(request: Request, expected: string | undefined): boolean {
  const given = /^Bearer (\S+)$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  return expected !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(expected));
}
