import { describe, expect, it } from "vitest";
import { invalidNotifyFields, listedAddress } from "./notify-schema";
import { CONSENT_GIVEN } from "./notify-values";

describe("the notify-me form's rules", () => {
  it("takes an address with the box ticked, kept trimmed and lowercased", () => {
    const values = { email: "  Claire@Chaussures-Tremblay.EXAMPLE ", consent: CONSENT_GIVEN };
    expect(invalidNotifyFields(values)).toEqual([]);
    expect(listedAddress(values)).toBe("claire@chaussures-tremblay.example");
  });

  it("never takes consent for granted: an unticked box or any other value is refused", () => {
    for (const consent of ["", "on", "true", "YES"])
      expect(invalidNotifyFields({ email: "a@b.example", consent })).toEqual(["consent"]);
  });

  it("refuses what is not one mailbox, in form order", () => {
    for (const email of [
      "",
      "no-at-sign",
      "a@b",
      "a@b.example, c@d.example",
      "a@b.example\u0000",
      `${"a".repeat(250)}@b.ca`,
    ])
      expect(invalidNotifyFields({ email, consent: "" })).toEqual(["email", "consent"]);
    expect(listedAddress({ email: "a@b", consent: CONSENT_GIVEN })).toBeUndefined();
  });
});
