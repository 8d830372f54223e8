// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { DETECTION_ORDER, detectBrowserLanguage, rememberLanguage } from "./detect.client";

function clearAll() {
  window.history.replaceState(null, "", "/");
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies as a browser would.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = "";
}

describe("browser language detection", () => {
  afterEach(clearAll);

  it("follows the spec's order", () => {
    expect(Object.keys(DETECTION_ORDER)).toEqual([
      "querystring",
      "cookie",
      "localStorage",
      "sessionStorage",
      "navigator",
      "htmlTag",
    ]);
  });

  it("takes the query parameter lng first", () => {
    window.history.replaceState(null, "", "/?lng=fr");
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies as a browser would.
    document.cookie = "i18next=en; path=/";
    expect(detectBrowserLanguage()).toBe("fr");
  });

  it("then the i18next cookie, then local storage, then session storage", () => {
    localStorage.setItem("i18nextLng", "en");
    sessionStorage.setItem("i18nextLng", "en");
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies as a browser would.
    document.cookie = "i18next=fr; path=/";
    expect(detectBrowserLanguage()).toBe("fr");
    clearAll();
    localStorage.setItem("i18nextLng", "fr-CA");
    sessionStorage.setItem("i18nextLng", "en");
    expect(detectBrowserLanguage()).toBe("fr");
    clearAll();
    sessionStorage.setItem("i18nextLng", "fr");
    expect(detectBrowserLanguage()).toBe("fr");
  });

  it("skips sources naming a language we do not have", () => {
    window.history.replaceState(null, "", "/?lng=de");
    localStorage.setItem("i18nextLng", "fr");
    expect(detectBrowserLanguage()).toBe("fr");
  });

  it("remembers a choice in local storage and in the cookie the server reads", () => {
    rememberLanguage("fr");
    expect(localStorage.getItem("i18nextLng")).toBe("fr");
    expect(document.cookie).toContain("i18next=fr");
  });
});
