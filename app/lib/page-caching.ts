import { type Language, toLanguage } from "./languages";

/** Who may keep a public page, and what its bytes depend on besides the URL. */
export interface PageCachePolicy {
  cacheControl: string;
  vary: string;
}

/**
 * Browsers may keep a page but must ask again (an ETag makes that a 304). A page negotiated from the cookie or
 * Accept-Language is for one visitor's cache only; a page whose URL names its language may sit in a proxy.
 */
const NEGOTIATED: PageCachePolicy = {
  cacheControl: "private, no-cache",
  vary: "Accept-Encoding, Cookie, Accept-Language",
};
const FIXED_BY_URL: PageCachePolicy = { cacheControl: "public, no-cache", vary: "Accept-Encoding" };

export const pageCachePolicy = (fixedByUrl: boolean): PageCachePolicy =>
  fixedByUrl ? FIXED_BY_URL : NEGOTIATED;

/** `?lng=` names a language exactly (`en`, `fr`): the URL alone then decides the page's language. */
export const languageFixedByUrl = (lng: unknown): lng is Language =>
  typeof lng === "string" && toLanguage(lng) === lng;
