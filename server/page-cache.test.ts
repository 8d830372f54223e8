import { describe, expect, it } from "vitest";
import { pageKey } from "./page-cache";

const PAGES = new Set(["/", "/about", "/brands/born"]);

/** A request as Node hands it to the listener: method, raw URL, lower-case header names. */
function request(url: string, headers: Record<string, string> = {}, method = "GET") {
  return { method, url, headers };
}

describe("page key", () => {
  it("keys a known page by path and the language the visitor gets", () => {
    expect(pageKey(request("/about", { cookie: "i18next=fr" }), PAGES)).toEqual({
      path: "/about",
      language: "fr",
      fixedByUrl: false,
    });
    expect(pageKey(request("/", { "accept-language": "fr-CA" }), PAGES)?.language).toBe("fr");
    expect(pageKey(request("/?lng=en", { cookie: "i18next=fr" }), PAGES)).toEqual({
      path: "/",
      language: "en",
      fixedByUrl: true,
    });
  });

  it("keys nothing else: unknown paths, other queries, other languages, other methods", () => {
    expect(pageKey(request("/brands/nope"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about/"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about.data"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about?lng=de"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about?lng=fr&lng=en"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about?lng=fr&utm_source=x"), PAGES)).toBeUndefined();
    expect(pageKey(request("/about", {}, "POST"), PAGES)).toBeUndefined();
  });
});
