import { SEED_FACTS } from "@content/company/seed";
import { describe, expect, it } from "vitest";
import { FACT_CONTROLS } from "./company-facts";
import { factsFormValues, factsFromForm } from "./company-facts.server";

describe("the company facts' editor", () => {
  it("reads the postal code and the phone number as people type them, and keeps each in its one form", () => {
    const form = new URLSearchParams({
      ...factsFormValues(SEED_FACTS),
      [FACT_CONTROLS.postalCode]: "l6h\u20110a1",
      [FACT_CONTROLS.phone]: "(905) 555.0172",
    });
    const { published } = factsFromForm(form);
    expect(published?.address.postalCode).toBe("L6H 0A1");
    expect(published?.phone).toBe("+1-905-555-0172");
    const abroad = factsFromForm(
      new URLSearchParams({ ...Object.fromEntries(form), phone: "+44 20 7946 0958" }),
    );
    expect(abroad.problems).toEqual({ phone: "invalid" });
  });
});
