import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typesetFrenchStrings } from "~/lib/french-typography";
import { BRANDS } from "../../content/brands/index.ts";
import { type SiteServer, startSiteServer } from "../support/site-server";

/**
 * Every brand page as the server sends it, over HTTP: its own content in each language, its links and the way
 * on to the brand's website. What a visitor does with the page (opening a section, the contrast of its text
 * over the art, its layout) is checked in a browser: tests/e2e/brands.spec.ts and page-layout.spec.ts.
 */

const WORDS = {
  en: {
    breadcrumb: "OUR BRANDS",
    website: "VISIT THEIR WEBSITE",
    notFound: "Brand not found",
    back: "See all our brands",
  },
  fr: {
    breadcrumb: "NOS MARQUES",
    website: "VISITER LEUR SITE WEB",
    notFound: "Marque introuvable",
    back: "Voir toutes nos marques",
  },
} as const;

/** What a screen reader reads for an element: its text, with each image's alternative text in its place. */
function spoken(element: Element): string {
  const label = element.getAttribute("aria-label");
  if (label) return label;
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === node.TEXT_NODE) text += node.textContent ?? "";
    else if (node.nodeType === node.ELEMENT_NODE) {
      const child = node as Element;
      if (child.getAttribute("aria-hidden") === "true") continue;
      text += child.tagName === "IMG" ? (child.getAttribute("alt") ?? "") : spoken(child);
    }
  }
  return text.trim();
}

const texts = (elements: Iterable<Element>) => [...elements].map(spoken);

describe("brand pages, as the server sends them", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterAll(() => site?.stop());

  const parser = new new JSDOM().window.DOMParser();
  const page = async (path: string) => {
    const response = await fetch(`${site.origin}${path}`);
    return { response, document: parser.parseFromString(await response.text(), "text/html") };
  };

  it.each(
    BRANDS.flatMap((brand) => (["en", "fr"] as const).map((language) => ({ id: brand.id, language, brand }))),
  )(
    "/brands/$id ($language): its own name, description, sections, contact form, website and language links",
    async ({ id, language, brand }) => {
      // French copy is served typeset (a narrow no-break space before ? and the like).
      const content = language === "fr" ? typesetFrenchStrings(brand.fr) : brand.en;
      const words = WORDS[language];
      const path = `/brands/${id}`;
      const { response, document } = await page(`${path}?lng=${language}`);
      expect(response.status).toBe(200);
      expect(document.documentElement.lang).toBe(language);
      const main = document.querySelector("main");
      expect(main).not.toBeNull();
      if (!main) return;

      const breadcrumb = [...main.querySelectorAll("nav a")].filter(
        (link) => spoken(link) === words.breadcrumb,
      );
      expect(breadcrumb.map((link) => link.getAttribute("href"))).toEqual(["/brands"]);
      expect(texts(document.querySelectorAll("h1"))).toEqual([content.name]);
      expect(texts(main.querySelectorAll("p"))).toContain(content.description);

      // Each section: its heading, and its paragraphs inside the same disclosure.
      const sections = [...main.querySelectorAll("details")].map((details) => ({
        heading: texts(details.querySelectorAll("summary h3")),
        paragraphs: texts(details.querySelectorAll(":scope > :not(summary) p")),
      }));
      expect(sections).toEqual([
        { heading: [content.section1Heading], paragraphs: content.section1Paragraphs },
        { heading: [content.section2Heading], paragraphs: content.section2Paragraphs },
      ]);

      const contact = [...main.querySelectorAll("section")].find((section) =>
        texts(section.querySelectorAll("h2")).includes(content.contact.heading),
      );
      expect(contact, "the contact section").toBeDefined();
      expect(texts(contact?.querySelectorAll("p") ?? [])).toContain(content.contact.description);
      const form = contact?.querySelector("form");
      expect(form?.getAttribute("method")).toBe("post");
      expect(form?.getAttribute("action")).toBe(`${path}#contact-outcome`);
      expect(texts(form?.querySelectorAll("button[type=submit]") ?? [])).toEqual([
        content.contact.submitText,
      ]);

      const website = [...main.querySelectorAll("a")].filter((link) =>
        spoken(link).startsWith(words.website),
      );
      if (content.website) {
        // Through our own address, which counts the click and sends the visitor on to the brand's site.
        expect(website.map((link) => link.getAttribute("href"))).toEqual([`/go/${id}`]);
        expect(website[0]?.getAttribute("target")).toBe("_blank");
        expect(website[0]?.getAttribute("rel")).toMatch(/\bnoopener\b/);
        const onward = await fetch(`${site.origin}/go/${id}?lng=${language}`, { redirect: "manual" });
        expect(onward.status).toBe(302);
        expect(onward.headers.get("location")).toBe(content.website);
      } else {
        expect(website).toEqual([]);
      }

      // The other language from the header, and both from the footer, for this same page.
      const other = language === "en" ? "fr" : "en";
      expect(
        [...document.querySelectorAll(`header a[hreflang="${other}"]`)].map((link) =>
          link.getAttribute("href"),
        ),
      ).toContain(`${path}?lng=${other}`);
      for (const each of ["en", "fr"]) {
        expect(
          [...document.querySelectorAll(`footer a[hreflang="${each}"]`)].map((link) =>
            link.getAttribute("href"),
          ),
        ).toEqual([`${path}?lng=${each}`]);
      }
    },
  );

  it("sends /brands/Prospector-Pro to the brand's page", async () => {
    const response = await fetch(`${site.origin}/brands/Prospector-Pro`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/brands/prospector-pro");
  });

  it.each(["en", "fr"] as const)(
    "answers an unknown brand with its 404 page and a link to every brand (%s)",
    async (language) => {
      const { response, document } = await page(`/brands/no-such-brand?lng=${language}`);
      expect(response.status).toBe(404);
      expect(document.documentElement.lang).toBe(language);
      expect(texts(document.querySelectorAll("h1"))).toEqual([WORDS[language].notFound]);
      const back = [...document.querySelectorAll("main a")].filter(
        (link) => spoken(link) === WORDS[language].back,
      );
      expect(back.map((link) => link.getAttribute("href"))).toEqual(["/brands"]);
    },
  );
});
