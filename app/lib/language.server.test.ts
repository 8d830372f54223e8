import { describe, expect, it } from "vitest";
import { acceptedLanguages, detectLanguage, languageCookieFor } from "./language.server";

function request(url: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${url}`, { headers });
}

describe("server language detection", () => {
  it("prefers ?lng= over the cookie and Accept-Language", () => {
    expect(detectLanguage(request("/?lng=fr", { Cookie: "i18next=en", "Accept-Language": "en" }))).toBe("fr");
  });

  it("uses the i18next cookie when there is no ?lng=", () => {
    expect(detectLanguage(request("/", { Cookie: "theme=x; i18next=fr", "Accept-Language": "en" }))).toBe(
      "fr",
    );
  });

  it("reads only the cookie named i18next, however the header is spaced", () => {
    const cookie = (Cookie: string) => detectLanguage(request("/", { Cookie, "Accept-Language": "en" }));
    expect(cookie("theme=x;i18next=fr")).toBe("fr");
    expect(cookie("my_i18next=fr; i18next=en")).toBe("en");
    expect(cookie("i18nextfr; session=a=b")).toBe("en");
    expect(cookie("session=a=b; i18next=fr;")).toBe("fr");
    expect(cookie("i18next=f%72")).toBe("fr");
  });

  it("falls back to Accept-Language, honouring q-values and regional tags", () => {
    expect(detectLanguage(request("/", { "Accept-Language": "de-DE, en;q=0.5, fr-CA;q=0.8" }))).toBe("fr");
  });

  it("ignores a cookie that cannot be decoded and moves on to Accept-Language", () => {
    expect(detectLanguage(request("/", { Cookie: "i18next=%", "Accept-Language": "fr-CA" }))).toBe("fr");
    expect(detectLanguage(request("/", { Cookie: "i18next=%E0%A4%A; other=%" }))).toBe("en");
  });

  it("ignores unsupported values at each step and falls back to English", () => {
    expect(
      detectLanguage(request("/?lng=de", { Cookie: "i18next=es", "Accept-Language": "de, it;q=0.9" })),
    ).toBe("en");
    expect(detectLanguage(request("/"))).toBe("en");
  });

  it("follows the first two letters of a language tag", () => {
    expect(detectLanguage(request("/?lng=fr-CA"))).toBe("fr");
    expect(detectLanguage(request("/?lng=EN-gb"))).toBe("en");
  });

  it("drops languages refused with q=0", () => {
    expect(acceptedLanguages("fr;q=0, en")).toEqual(["en"]);
  });
});

describe("languageCookieFor", () => {
  it("remembers the language an address names, unless the cookie says it already", () => {
    expect(languageCookieFor({ query: "fr", cookie: undefined })).toBe(
      "i18next=fr; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(languageCookieFor({ query: "en-CA", cookie: "i18next=fr" })).toMatch(/^i18next=en;/);
    expect(languageCookieFor({ query: "fr", cookie: "theme=dark; i18next=fr" })).toBeUndefined();
    expect(languageCookieFor({ query: "de", cookie: undefined })).toBeUndefined();
    expect(languageCookieFor({ query: null, cookie: undefined })).toBeUndefined();
  });
});
