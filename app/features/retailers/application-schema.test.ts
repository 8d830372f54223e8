import { describe, expect, it } from "vitest";
import { gstHstOf, postalCodeOf, qstOf } from "~/lib/canada-post";
import { websiteOf } from "~/lib/text-rules";
import { invalidApplicationFields, normalisedApplication } from "./application-schema";
import type { ApplicationValues } from "./application-values";

const VALID: ApplicationValues = {
  legalName: "Chaussures Tremblay inc.",
  operatingName: "Tremblay Chaussures",
  contactName: "Claire Tremblay",
  email: "claire@chaussures-tremblay.example",
  phone: "+1 514 555 0142",
  street: "1234 rue Saint-Denis",
  city: "Montréal",
  province: "QC",
  postalCode: "h2x 3k2",
  gstHst: "123456789 RT 0001",
  qst: "1234567890tq0001",
  storeType: "independent",
  website: "chaussures-tremblay.example",
  doors: "3",
  brands: ["dockers", "joybees"],
  message: "",
};

describe("retail account application rules", () => {
  it("accepts a complete Quebec application and writes each value the one way", () => {
    expect(invalidApplicationFields(VALID)).toEqual([]);
    expect(normalisedApplication(VALID)).toMatchObject({
      postalCode: "H2X 3K2",
      gstHst: "123456789RT0001",
      qst: "1234567890TQ0001",
      website: "https://chaussures-tremblay.example/",
      doors: 3,
      province: "QC",
    });
  });

  it("drops a direction override or a zero-width character pasted into a name", () => {
    const sent = { ...VALID, legalName: "Chaussures \u202ETremblay", city: "Montr\u200Béal" };
    expect(invalidApplicationFields(sent)).toEqual([]);
    expect(normalisedApplication(sent)).toMatchObject({ legalName: "Chaussures Tremblay", city: "Montréal" });
  });

  it("reads tax numbers in their official forms only", () => {
    expect(gstHstOf("123456789RT0001")).toBe("123456789RT0001");
    expect(gstHstOf("123456789 rt 0001")).toBe("123456789RT0001");
    for (const wrong of ["12345678RT0001", "123456789RP0001", "123456789RT001", "123456789RT00011", "RT0001"])
      expect(gstHstOf(wrong), wrong).toBeUndefined();
    expect(qstOf("1234567890TQ0001")).toBe("1234567890TQ0001");
    for (const wrong of ["123456789TQ0001", "1234567890RT0001", "1234567890TQ001"])
      expect(qstOf(wrong), wrong).toBeUndefined();
  });

  it("asks Quebec retailers for a QST number, and nobody else", () => {
    expect(invalidApplicationFields({ ...VALID, qst: "" })).toEqual(["qst"]);
    const ontario = { ...VALID, province: "ON", postalCode: "L6H 6R3" };
    expect(invalidApplicationFields({ ...ontario, qst: "" })).toEqual([]);
    expect(invalidApplicationFields(ontario)).toEqual(["qst"]);
    expect(normalisedApplication({ ...ontario, qst: "" })?.qst).toBe("");
  });

  it("takes Canadian postal codes that belong to the province chosen", () => {
    expect(postalCodeOf("L6H6R3")).toBe("L6H 6R3");
    for (const wrong of ["D1A 1A1", "W1A 1A1", "L6H 6R", "12345", "LL6 6R3"])
      expect(postalCodeOf(wrong), wrong).toBeUndefined();
    expect(invalidApplicationFields({ ...VALID, postalCode: "L6H 6R3" })).toEqual(["postalCode"]);
    expect(invalidApplicationFields({ ...VALID, province: "NU", postalCode: "X0A 0H0", qst: "" })).toEqual(
      [],
    );
    expect(invalidApplicationFields({ ...VALID, province: "XX" })).toContain("province");
  });

  it("reads postal, phone and tax numbers typed with any spaces or hyphens, and writes each the one way", () => {
    const typed: ApplicationValues = {
      ...VALID,
      phone: "(514) 555\u20110142 poste 7",
      postalCode: "h2x\u20113k2",
      gstHst: "123456789\tRT\u00a00001",
      qst: "1234567890 - TQ - 0001",
    };
    expect(invalidApplicationFields(typed)).toEqual([]);
    expect(normalisedApplication(typed)).toMatchObject({
      phone: "514-555-0142 ext. 7",
      postalCode: "H2X 3K2",
      gstHst: "123456789RT0001",
      qst: "1234567890TQ0001",
    });
    for (const postalCode of ["H2X-3K2", "H2X  3K2", "H2X\t3K2", "h2x\u20113k2"])
      expect(invalidApplicationFields({ ...VALID, postalCode }), postalCode).toEqual([]);
    // Room for separators, not for a page of them.
    expect(
      invalidApplicationFields({
        ...VALID,
        postalCode: `H2X${"\u2011".repeat(500)}3K2`,
        gstHst: `123456789${" ".repeat(500)}RT0001`,
      }),
    ).toEqual(["postalCode", "gstHst"]);
  });

  it("names every broken field, in form order, with the brands before the message", () => {
    const broken: ApplicationValues = {
      ...VALID,
      legalName: " ",
      email: "claire@",
      phone: "555",
      storeType: "kiosk",
      website: "not a site",
      doors: "0",
      brands: [],
      message: "x".repeat(5001),
    };
    expect(invalidApplicationFields(broken)).toEqual([
      "legalName",
      "email",
      "phone",
      "storeType",
      "website",
      "doors",
      "brands",
      "message",
    ]);
  });

  it("keeps a line break out of every field but the message, and a NUL out of all", () => {
    expect(invalidApplicationFields({ ...VALID, contactName: "Claire\r\nBcc: x@y.example" })).toEqual([
      "contactName",
    ]);
    expect(invalidApplicationFields({ ...VALID, message: "Two\nlines" })).toEqual([]);
    expect(invalidApplicationFields({ ...VALID, message: "nul \u0000" })).toEqual(["message"]);
  });

  it("reads a website as a link staff can follow, or refuses it", () => {
    expect(websiteOf("")).toBe("");
    expect(websiteOf("http://shop.example/boots")).toBe("http://shop.example/boots");
    for (const wrong of ["javascript:alert(1)", "localhost", "https://user:pw@shop.example", "shop"])
      expect(websiteOf(wrong), wrong).toBeUndefined();
  });
});
