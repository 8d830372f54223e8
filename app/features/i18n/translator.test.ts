import { describe, expect, it } from "vitest";
import { en } from "./locales/en";
import { fr } from "./locales/fr";
import { createTranslator } from "./translator";

describe("translator", () => {
  const t = createTranslator("en", en);
  const tFr = createTranslator("fr", fr);

  it("looks keys up by their dotted path", () => {
    expect(t("layout.nav.about")).toBe("About");
    expect(tFr("layout.nav.about")).toBe("À propos");
  });

  it("fills {{placeholders}} and leaves unknown ones alone", () => {
    expect(t("layout.footer.rights", { year: "2026" })).toBe("© 2026 Trafalgar Brands. All rights reserved.");
    expect(t("layout.footer.rights")).toContain("{{year}}");
  });

  it("writes numbers as the page's language does", () => {
    expect(t("photos.browse.withPhotos", { count: 1234 })).toBe("1,234 product(s) with photos");
    expect(tFr("photos.browse.withPhotos", { count: 1234 })).toBe("1\u00a0234 produit(s) avec photos");
    expect(tFr("tools.login.throttled", { count: 1.5 })).toMatch(/1,5 minute\.$/);
  });

  it("writes small whole numbers exactly as Intl does, without asking it", () => {
    for (const [language, translate] of [
      ["en-CA", t],
      ["fr-CA", tFr],
    ] as const) {
      const numbers = new Intl.NumberFormat(language);
      for (const count of [0, 1, 7, 22, 999, 1000, 12345]) {
        expect(translate("photos.browse.withPhotos", { count })).toContain(`${numbers.format(count)} `);
      }
    }
  });

  it("elides French words before a name that starts with a vowel", () => {
    expect(tFr("brands.page.sectionsHeading", { name: "aquatherm" })).toBe("À propos d’aquatherm");
    expect(tFr("brands.page.sectionsHeading", { name: "Aquatalia" })).toBe("À propos d’Aquatalia");
    expect(tFr("brands.page.sectionsHeading", { name: "Born" })).toBe("À propos de Born");
    expect(t("brands.page.sectionsHeading", { name: "aquatherm" })).toBe("About aquatherm");
  });

  it("chooses the plural form by each language's rules", () => {
    expect(t("tools.login.throttled", { count: 1 })).toMatch(/in 1 minute\.$/);
    expect(t("tools.login.throttled", { count: 15 })).toMatch(/in 15 minutes\.$/);
    // French treats 0 and 1 as singular.
    expect(tFr("tools.login.throttled", { count: 0 })).toMatch(/0 minute\.$/);
    expect(tFr("tools.login.throttled", { count: 2 })).toMatch(/2 minutes\.$/);
  });
});
