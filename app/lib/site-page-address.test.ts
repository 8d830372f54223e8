import { describe, expect, it } from "vitest";
import { isSitePagePath, sitePageAddress } from "./site-page-address";

const SITE = "https://www.trafalgarbrands.example";

describe("the address of a page a form was sent from", () => {
  it.each([
    ["/contact", `${SITE}/contact`],
    ["/", `${SITE}/`],
    ["/brands/dockers?lng=fr#contact", `${SITE}/brands/dockers?lng=fr#contact`],
    ["/a/../../b", `${SITE}/b`],
    ["/@evil.example", `${SITE}/@evil.example`],
    ["/%C3%A0-propos", `${SITE}/%C3%A0-propos`],
  ])("keeps %j on the site", (path, address) => {
    expect(sitePageAddress(path, SITE)).toBe(address);
    expect(sitePageAddress(path, "http://localhost:3000")).toBe(new URL(path, "http://localhost:3000").href);
    expect(isSitePagePath(path)).toBe(true);
  });

  it.each([
    "/\\evil.example/phish",
    "//evil.example",
    "/\\/evil.example",
    "/\\\\/evil.example",
    "/%5Cevil.example",
    "/%5cevil.example/phish",
    "/%2F/evil.example",
    "/%09/evil.example",
    "/100%",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "https://evil.example",
    "https:evil.example",
    " /contact",
    "contact",
    "//[",
    "",
  ])("refuses %j, which leads off the site or is no path", (path) => {
    expect(sitePageAddress(path, SITE)).toBeUndefined();
    expect(sitePageAddress(path, "http://localhost:3000")).toBeUndefined();
    expect(isSitePagePath(path)).toBe(false);
  });

  it("has no address for a message that named no page", () => {
    expect(sitePageAddress(undefined, SITE)).toBeUndefined();
  });

  it("resolves on the origin alone, whatever path the configured address has", () => {
    expect(sitePageAddress("/contact", `${SITE}/fr/`)).toBe(`${SITE}/contact`);
  });
});
