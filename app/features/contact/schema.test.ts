import { describe, expect, it } from "vitest";
import { contact as en } from "~/features/i18n/locales/en/contact";
import { contact as fr } from "~/features/i18n/locales/fr/contact";
import { CONTACT_FIELDS } from "./fields";
import { contactRequestSchema, invalidFields } from "./schema";

const VALID = {
  firstName: "Claire",
  lastName: "Tremblay",
  company: "Chaussures Tremblay",
  email: "claire@tremblay.example",
  phone: "514 555 0142",
  message: "Bonjour",
};

describe("contact fields (SPEC §5)", () => {
  it("accepts a complete message", () => {
    expect(invalidFields(VALID)).toEqual([]);
  });

  it("drops a direction override or a zero-width character pasted into any field, and refuses a control character", () => {
    const sent = {
      ...VALID,
      firstName: "Claire\u202E",
      company: "Chaussures\u200BTremblay",
      message: "Bonjour\u2066 Merci\tbeaucoup\n\n👩\u200D💻",
      captcha: "proof",
      recipient: "sales",
    } as const;
    expect(invalidFields(sent)).toEqual([]);
    const parsed = contactRequestSchema.parse(sent);
    expect(parsed.firstName).toBe("Claire");
    expect(parsed.company).toBe("ChaussuresTremblay");
    expect(parsed.message).toBe("Bonjour Merci\tbeaucoup\n\n👩\u200D💻");
    expect(invalidFields({ ...VALID, message: "Bonjour\u0085" })).toEqual(["message"]);
    expect(invalidFields({ ...VALID, message: "Bonjour\u0007" })).toEqual(["message"]);
    // Nothing is left once they are gone: the field is empty.
    expect(invalidFields({ ...VALID, lastName: "\u200B\u202E" })).toEqual(["lastName"]);
    // What only a probe sends is still refused.
    expect(invalidFields({ ...VALID, message: "Bonjour \ud800" })).toEqual(["message"]);
  });

  it.each(["firstName", "lastName", "company", "phone", "message"] as const)(
    "requires %s to be non-blank after trimming",
    (field) => {
      expect(invalidFields({ ...VALID, [field]: "" })).toEqual([field]);
      expect(invalidFields({ ...VALID, [field]: "  \t " })).toEqual([field]);
    },
  );

  it.each([
    ["", false],
    ["   ", false],
    ["claire", false],
    ["claire@tremblay", false],
    ["claire tremblay@shop.example", false],
    ["claire@shop .example", false],
    ["@shop.example", false],
    ["claire@.example", false],
    ["a@b.c", true],
    [" claire@tremblay.example ", true],
    ["claire.o'neil+shoes@tremblay-roy.example", true],
    // One mailbox only: nothing a `mailto:` link or a mail header reads as a second recipient, a copy or a body.
    ["ann@x.io?cc=evil%40attacker.example&body=Pay%20invoice", false],
    ["x,ceo@trafalgarbrands.example", false],
    ["a@b.example;c@d.example", false],
    ['"a b"@c.example', false],
    ['"ab"@c.example', false],
    ["<a@b.example>", false],
    ["Ann <a@b.example>", false],
    ["a&b@c.example", false],
    ["ann\u00a0lee@b.example", false],
  ])("email %j valid: %s", (email, valid) => {
    expect(invalidFields({ ...VALID, email })).toEqual(valid ? [] : ["email"]);
  });

  it("lists every failing field in form order", () => {
    const blank = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, " "]));
    expect(invalidFields({ ...VALID, ...blank })).toEqual([...CONTACT_FIELDS]);
  });

  it("refuses line breaks in single-line fields and over-long values", () => {
    expect(invalidFields({ ...VALID, company: "Shop\r\nBcc: victim@x.example" })).toEqual(["company"]);
    expect(invalidFields({ ...VALID, message: "line one\nline two" })).toEqual([]);
    expect(invalidFields({ ...VALID, message: "x".repeat(5001) })).toEqual(["message"]);
  });

  it("has the spec's English messages and French ones for every rule", () => {
    expect(en.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      company: "Company is required",
      email: "Valid email is required",
      phone: "Phone number is required",
      message: "Message is required",
    });
    // SPEC §8's four, word for word; `confirm` and `held` are ours (decision 232).
    expect(en.confirm).toMatchObject({
      validation: "Please correct the highlighted errors.",
      recaptcha: "reCAPTCHA failed to load.",
      error: "Sorry, there was an error sending your message.",
      success: "Your message was sent successfully!",
    });
    for (const field of CONTACT_FIELDS) {
      expect(fr.errors[field]).toBeTruthy();
      expect(fr.errors[field]).not.toBe(en.errors[field]);
    }
  });
});

describe("contact request", () => {
  const request = { ...VALID, captcha: "token" };

  it("needs exactly one of recipient, brand and recipientEmail", () => {
    expect(contactRequestSchema.safeParse({ ...request, recipient: "sales" }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...request, brand: "aquatalia" }).success).toBe(true);
    expect(
      contactRequestSchema.safeParse({ ...request, brand: "aquatalia", recipient: "sales" }).success,
    ).toBe(false);
    expect(contactRequestSchema.safeParse({ ...request, brand: "../etc" }).success).toBe(false);
    expect(
      contactRequestSchema.safeParse({ ...request, recipientEmail: "manager@brand.example" }).success,
    ).toBe(true);
    expect(contactRequestSchema.safeParse(request).success).toBe(false);
    expect(
      contactRequestSchema.safeParse({ ...request, recipient: "sales", recipientEmail: "m@b.example" })
        .success,
    ).toBe(false);
  });

  it("refuses text no database or e-mail can hold: NUL characters and lone surrogates", () => {
    const sales = { ...request, recipient: "sales" };
    expect(contactRequestSchema.safeParse({ ...sales, firstName: "Cla\u0000ire" }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...sales, message: "Bonjour \ud800" }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...sales, captcha: "\udc00" }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...sales, message: "Bonjour 👟 à tous" }).success).toBe(true);
    expect(invalidFields({ ...VALID, company: "\u0000" })).toEqual(["company"]);
  });

  it("takes a brand manager's address as one mailbox only, like the visitor's", () => {
    for (const recipientEmail of ["m@brand.example?cc=x@evil.example", "m@brand.example,x@evil.example"])
      expect(contactRequestSchema.safeParse({ ...request, recipientEmail }).success).toBe(false);
  });

  it.each(["/contact", "/", "/brands/dockers", "/%C3%A0-propos"])(
    "keeps the page %j, a path on the site",
    (page) => {
      expect(contactRequestSchema.safeParse({ ...request, recipient: "sales", page }).success).toBe(true);
    },
  );

  it.each([
    "/\\evil.example/phish",
    "//evil.example",
    "/%5Cevil.example",
    "/\\/evil.example",
    "/\\\\/evil.example",
    "https://evil.example",
    "/\t/evil.example",
    "contact",
  ])("refuses the page %j, which leads off the site", (page) => {
    expect(contactRequestSchema.safeParse({ ...request, recipient: "sales", page }).success).toBe(false);
  });

  it("accepts only the four recipient keys and strings for every field", () => {
    expect(contactRequestSchema.safeParse({ ...request, recipient: "billing" }).success).toBe(false);
    expect(
      contactRequestSchema.safeParse({ ...request, recipient: "general", phone: 5145550142 }).success,
    ).toBe(false);
    expect(contactRequestSchema.safeParse({ ...request, recipient: "general", captcha: "" }).success).toBe(
      false,
    );
  });
});
