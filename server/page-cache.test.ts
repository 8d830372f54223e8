import { describe, expect, it } from "vitest";
import { pageKey } from "./page-cache";

const PAGES = new Set(["/", "/about", "/brands/born"]);

function request(path: string, query: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return {
    method: "GET",
    path,
    query,
    get: (name: string) => headers[name],
  };
}

describe("page key", () => {
  it("keys a known page by path and the language the visitor gets", () => {
    expect(pageKey(request("/about", {}, { Cookie: "i18next=fr" }), PAGES)).toEqual({
      path: "/about",
      language: "fr",
      fixedByUrl: false,
    });
    expect(pageKey(request("/", {}, { "Accept-Language": "fr-CA" }), PAGES)?.language).toBe("fr");
    expect(pageKey(request("/", { lng: "en" }, { Cookie: "i18next=fr" }), PAGES)).toEqual({
      path: "/",
      language: "en",
      fixedByUrl: true,
    });
  });

  it("keys nothing else: unknown paths, other queries, other languages, other methods", () => {
    expect(pageKey(request("/brands/nope"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about/"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about.data"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about", { lng: "de" }), PAGES)).toBeUndefined();
    expect(pageKey(request("/about", { lng: ["fr", "en"] }), PAGES)).toBeUndefined();
    expect(pageKey(request("/about", { lng: "fr", utm_source: "x" }), PAGES)).toBeUndefined();
    expect(pageKey({ ...request("/about"), method: "POST" }, PAGES)).toBeUndefined();
  });
});
