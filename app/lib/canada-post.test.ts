import { describe, expect, it } from "vitest";
import {
  gstHstOf,
  phoneAsWritten,
  phoneHref,
  phoneNumberOf,
  phoneText,
  postalAreaOf,
  postalCodeOf,
  qstOf,
  searchedFormOf,
} from "./canada-post";

/** Every kind of space and hyphen a keyboard, a phone or a word processor puts between a code's parts. */
const SEPARATORS = {
  "hyphen-minus": "-",
  "two spaces": "  ",
  tab: "\t",
  "no-break space": "\u00a0",
  "narrow no-break space": "\u202f",
  "thin space": "\u2009",
  "ideographic space": "\u3000",
  hyphen: "\u2010",
  "non-breaking hyphen": "\u2011",
  "figure dash": "\u2012",
  "en dash": "\u2013",
  "em dash": "\u2014",
  "horizontal bar": "\u2015",
  "minus sign": "\u2212",
  "soft hyphen": "\u00ad",
  "full-width hyphen-minus": "\uff0d",
};

describe("Canadian formats as people type them", () => {
  it("reads a postal code with any kind of space or hyphen as Canada Post writes it", () => {
    for (const [name, separator] of Object.entries(SEPARATORS)) {
      expect(postalCodeOf(`L6J${separator}7W5`), name).toBe("L6J 7W5");
      expect(postalCodeOf(`l6j${separator}7w5`), name).toBe("L6J 7W5");
    }
    expect(postalCodeOf(" l6j7w5\t")).toBe("L6J 7W5");
    expect(postalCodeOf("Ｌ６Ｊ　７Ｗ５")).toBe("L6J 7W5");
    expect(postalAreaOf("l6j\u00a0")).toBe("L6J");
    for (const wrong of ["D1A 1A1", "W1A 1A1", "L6H 6R", "12345", "LL6 6R3", "L6J.7W5", "L6J 7W5 1"])
      expect(postalCodeOf(wrong), wrong).toBeUndefined();
  });

  it("reads a phone number with any dashes, dots, spaces, parentheses, country code and extension", () => {
    const ten = { digits: "9055550142", extension: "" };
    for (const typed of [
      "905-555-0142",
      "(905) 555-0142",
      "905.555.0142",
      "905 555 0142",
      "+1 905 555 0142",
      "1-905-555-0142",
      "+1 (905) 555‑0142",
      "905\u2011555\u20110142",
      "905\u2013555\u20130142",
      "905\u00a0555\u00a00142",
      "905\t555\t0142",
      "９０５-５５５-０１４２",
    ])
      expect(phoneNumberOf(typed), typed).toEqual(ten);
    for (const typed of [
      "905-555-0142 ext. 12",
      "905-555-0142 ext 12",
      "905-555-0142 x12",
      "905-555-0142 poste 12",
      "905-555-0142 p. 12",
      "905-555-0142 #12",
    ])
      expect(phoneNumberOf(typed), typed).toEqual({ digits: "9055550142", extension: "12" });
    for (const wrong of ["555-0142", "105-555-0142", "905-155-0142", "44 20 7946 0958", "905-555-01423"])
      expect(phoneNumberOf(wrong), wrong).toBeUndefined();
  });

  it("writes a phone number one way, dials it with its extension, and keeps a number from abroad as typed", () => {
    expect(phoneText({ digits: "9055550142", extension: "" })).toBe("905-555-0142");
    expect(phoneText({ digits: "9055550142", extension: "12" })).toBe("905-555-0142 ext. 12");
    expect(phoneHref({ digits: "9055550142", extension: "12" })).toBe("tel:+1-905-555-0142;ext=12");
    expect(phoneAsWritten("+1 (905) 555\u20110142 poste 12")).toBe("905-555-0142 ext. 12");
    expect(phoneAsWritten(" +44\u00a020  7946 0958 ")).toBe("+44 20 7946 0958");
  });

  it("reads GST/HST and QST numbers with any spaces, hyphens or case", () => {
    for (const [name, separator] of Object.entries(SEPARATORS)) {
      expect(gstHstOf(`123456789${separator}RT${separator}0001`), name).toBe("123456789RT0001");
      expect(qstOf(`1234567890${separator}tq${separator}0001`), name).toBe("1234567890TQ0001");
    }
    expect(gstHstOf("123 456 789 rt 0001")).toBe("123456789RT0001");
    for (const wrong of ["12345678RT0001", "123456789RP0001", "123456789RT001", "123456789RT00011", "RT0001"])
      expect(gstHstOf(wrong), wrong).toBeUndefined();
    for (const wrong of ["123456789TQ0001", "1234567890RT0001", "1234567890TQ001"])
      expect(qstOf(wrong), wrong).toBeUndefined();
  });

  it("searches for a postal, tax or phone number in the form it is kept, and for anything else as typed", () => {
    expect(searchedFormOf("h2x-3k2")).toBe("H2X 3K2");
    expect(searchedFormOf("123456789 rt 0001")).toBe("123456789RT0001");
    expect(searchedFormOf("1234567890\u2011TQ\u20110001")).toBe("1234567890TQ0001");
    expect(searchedFormOf("(514) 555 0142")).toBe("514-555-0142");
    expect(searchedFormOf("Tremblay")).toBe("Tremblay");
  });
});
