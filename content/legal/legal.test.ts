import { describe, expect, it } from "vitest";
import { LEGAL_TEXTS } from "./index";
import { markupProblem } from "./markup";
import { type Block, LEGAL_DOCUMENTS, type LegalFacts } from "./schema";
import { legalDocumentOf, legalTextKeys, legalTexts, missingFacts, publishedTemplate } from "./template";

const FACTS: LegalFacts = {
  company: "Trafalgar Brands",
  address: ["2400 Trafalgar Road", "Oakville, Ontario L6H 0A1", "Canada"],
  phone: "905-555-0172",
  hours: "Monday to Friday, 8:30 a.m. to 5 p.m. (Eastern Time)",
  generalEmail: "info@trafalgarbrands.example",
  accessibilityEmail: "accessibility@trafalgarbrands.example",
  privacyOfficer: { title: "Privacy Officer", name: "Marie Roy", email: "privacy@trafalgarbrands.example" },
  retention: { deliveredDays: 45, failedDays: 120 },
  auditDays: 400,
  analyticsMonths: 25,
  botCheck: "altcha",
  staffCookie: "trafalgar_tools_session",
};

const text = (blocks: Block[]) =>
  blocks
    .flatMap((block) => ("paragraph" in block ? [block.paragraph] : block.list))
    .flat()
    .map((inline) => (typeof inline === "string" ? inline : inline.text))
    .join(" ");

const allText = (language: "en" | "fr", facts: LegalFacts = FACTS) =>
  legalDocumentOf(LEGAL_TEXTS[language].privacy, facts)
    .sections.map((section) => text(section.blocks))
    .join(" ");

describe("legal texts", () => {
  it.each(LEGAL_DOCUMENTS)("%s has the same sections, in the same order, in English and French", (name) => {
    const ids = (language: "en" | "fr") => LEGAL_TEXTS[language][name].sections.map((s) => s.id);
    expect(ids("fr")).toEqual(ids("en"));
    expect(legalTextKeys(name, LEGAL_TEXTS.fr[name])).toEqual(legalTextKeys(name, LEGAL_TEXTS.en[name]));
  });

  it.each(["en", "fr"] as const)(
    "content/'s %s texts are well written and state every required fact",
    (language) => {
      for (const name of LEGAL_DOCUMENTS) {
        const texts = legalTexts(name, LEGAL_TEXTS[language][name]);
        for (const [key, value] of Object.entries(texts)) expect(markupProblem(value), key).toBeUndefined();
        expect(missingFacts(name, texts)).toEqual([]);
      }
    },
  );

  it.each(["en", "fr"] as const)(
    "the %s privacy policy states the configured retention, officer and bot check",
    (language) => {
      const all = allText(language);
      expect(all).toContain(language === "en" ? "after 45 days" : "45 jours après");
      expect(all).toContain(language === "en" ? "kept for 120 days" : "conservé 120 jours");
      expect(all).toContain("Marie Roy, Privacy Officer");
      expect(all).toContain("privacy@trafalgarbrands.example");
      expect(all).toContain("i18next");
      expect(all).toContain("trafalgar_tools_session");
      expect(all).not.toContain("reCAPTCHA");
      expect(allText(language, { ...FACTS, botCheck: "recaptcha" })).toContain("Google reCAPTCHA v3");
    },
  );

  it("the officer's block lists the address line by line, with the address as a link to write to", () => {
    const officer = legalDocumentOf(LEGAL_TEXTS.en.privacy, FACTS).sections.find(
      (section) => section.id === "privacy-officer",
    );
    const list = officer?.blocks.find((block) => "list" in block);
    expect(list).toEqual({
      list: [
        ["Marie Roy, Privacy Officer"],
        ["Trafalgar Brands"],
        ["2400 Trafalgar Road"],
        ["Oakville, Ontario L6H 0A1"],
        ["Canada"],
        [
          "E-mail: ",
          { text: "privacy@trafalgarbrands.example", href: "mailto:privacy@trafalgarbrands.example" },
        ],
        ["Telephone: 905-555-0172"],
      ],
    });
  });

  it("a published text takes its place; the sections and their anchors stay content/'s", () => {
    const template = publishedTemplate("terms", LEGAL_TEXTS.en.terms, {
      "terms.title": "Conditions",
      "terms.links.body": "See [our brands](/brands) and {generalEmail}.",
      "terms.gone.body": "A section the site no longer has.",
    });
    const document = legalDocumentOf(template, FACTS);
    expect(document.title).toBe("Conditions");
    expect(document.sections.map((section) => section.id)).toEqual(
      LEGAL_TEXTS.en.terms.sections.map((section) => section.id),
    );
    expect(document.sections.find((section) => section.id === "links")?.blocks).toEqual([
      {
        paragraph: [
          "See ",
          { text: "our brands", href: "/brands" },
          " and ",
          { text: "info@trafalgarbrands.example", href: "mailto:info@trafalgarbrands.example" },
          ".",
        ],
      },
    ]);
  });

  it("names the required facts a language's texts dropped", () => {
    const texts = legalTexts("privacy", LEGAL_TEXTS.fr.privacy);
    const without = Object.fromEntries(
      Object.entries(texts).map(([key, value]) => [key, value.replaceAll("{auditDays}", "400")]),
    );
    expect(missingFacts("privacy", without)).toEqual(["auditDays"]);
  });
});
