import { SEED_FACTS } from "@content/company/seed";
import { describe, expect, it } from "vitest";
import { companyView, displayPhone, hoursInSentence, yearIn } from "./company-contact";

describe("company contact details", () => {
  it("writes the address the way each language does, with a postal code that does not break", () => {
    expect(companyView(SEED_FACTS, "en").addressLines).toEqual([
      "2400 Trafalgar Road",
      "Oakville, Ontario L6H\u00a00A1",
      "Canada",
    ]);
    expect(companyView(SEED_FACTS, "fr").addressLines).toEqual([
      "2400 Trafalgar Road",
      "Oakville (Ontario) L6H\u00a00A1",
      "Canada",
    ]);
    const quebec = {
      ...SEED_FACTS,
      address: { ...SEED_FACTS.address, locality: "Laval", province: "QC" as const },
    };
    expect(companyView(quebec, "fr").addressLines[1]).toBe("Laval (Québec) L6H\u00a00A1");
    expect(companyView(quebec, "en").addressLines[1]).toBe("Laval, Quebec L6H\u00a00A1");
  });

  it("writes the phone number one way, the hours in the page's language, and the year without grouping", () => {
    expect(displayPhone(companyView(SEED_FACTS, "en").phone)).toBe("905-555-0172");
    expect(companyView(SEED_FACTS, "fr").hours).toBe(SEED_FACTS.hours.fr);
    // "5 p.m." never breaks between the hour and "p.m.".
    expect(companyView(SEED_FACTS, "en").hours).toBe(
      "Monday to Friday, 8:30\u00a0a.m. to 5\u00a0p.m. (Eastern Time)",
    );
    expect(yearIn("fr-CA", new Date("2026-06-01T12:00:00Z"))).toBe("2026");
    expect(yearIn("en-CA", new Date("2026-06-01T12:00:00Z"))).toBe("2026");
  });

  it("writes the hours in lower case inside a French sentence, and keeps English days capitalised", () => {
    expect(hoursInSentence(companyView(SEED_FACTS, "fr").hours, "fr")).toBe(
      "du lundi au vendredi, de 8 h 30 à 17 h (heure de l’Est)",
    );
    expect(hoursInSentence("Monday to Friday", "en")).toBe("Monday to Friday");
    expect(hoursInSentence("HNE : 9 h à 17 h", "fr")).toBe("HNE : 9 h à 17 h");
  });
});
