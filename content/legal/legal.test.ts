import { describe, expect, it } from "vitest";
import { LEGAL_TEXTS } from "./index";
import { type Block, LEGAL_DOCUMENTS, type LegalFacts } from "./schema";

const FACTS: LegalFacts = {
  company: "Trafalgar Brands",
  address: ["2400 Trafalgar Road", "Oakville, Ontario L6H 0A1", "Canada"],
  phone: "905-555-0172",
  generalEmail: "info@trafalgarbrands.example",
  accessibilityEmail: "accessibility@trafalgarbrands.example",
  privacyOfficer: { title: "Privacy Officer", name: "Marie Roy", email: "privacy@trafalgarbrands.example" },
  retention: { deliveredDays: 45, failedDays: 120 },
  auditDays: 400,
  botCheck: "altcha",
  staffCookie: "trafalgar_tools_session",
};

const text = (blocks: Block[]) =>
  blocks
    .flatMap((block) => ("paragraph" in block ? [block.paragraph] : block.list))
    .flat()
    .map((inline) => (typeof inline === "string" ? inline : inline.text))
    .join(" ");

describe("legal texts", () => {
  it.each(LEGAL_DOCUMENTS)("%s has the same sections, in the same order, in English and French", (name) => {
    const ids = (language: "en" | "fr") => LEGAL_TEXTS[language][name](FACTS).sections.map((s) => s.id);
    expect(ids("fr")).toEqual(ids("en"));
  });

  it.each(["en", "fr"] as const)(
    "the %s privacy policy states the configured retention and officer",
    (language) => {
      const policy = LEGAL_TEXTS[language].privacy(FACTS);
      const all = policy.sections.map((section) => text(section.blocks)).join(" ");
      expect(all).toContain(language === "en" ? "after 45 days" : "45 jours après");
      expect(all).toContain(language === "en" ? "kept for 120 days" : "conservé 120 jours");
      expect(all).toContain("Marie Roy, Privacy Officer");
      expect(all).toContain("privacy@trafalgarbrands.example");
      expect(all).toContain("i18next");
      expect(all).toContain("trafalgar_tools_session");
      expect(all).not.toContain("reCAPTCHA");
      const withRecaptcha = LEGAL_TEXTS[language].privacy({ ...FACTS, botCheck: "recaptcha" });
      expect(withRecaptcha.sections.map((section) => text(section.blocks)).join(" ")).toContain(
        "Google reCAPTCHA v3",
      );
    },
  );
});
