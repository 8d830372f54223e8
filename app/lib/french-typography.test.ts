import { describe, expect, it } from "vitest";
import {
  elide,
  NO_BREAK_SPACE as NBSP,
  NARROW_NO_BREAK_SPACE as NNBSP,
  typesetFrench,
  typesetFrenchStrings,
} from "./french-typography";

describe("elide", () => {
  it("shortens de, le and que before a vowel, keeping the next word's capitals", () => {
    expect(elide("de", "aquatherm")).toBe("d’aquatherm");
    expect(elide("de", "Aquatalia")).toBe("d’Aquatalia");
    expect(elide("De", "Oakville")).toBe("D’Oakville");
    expect(elide("le", "entrepôt")).toBe("l’entrepôt");
    expect(elide("que", "elle")).toBe("qu’elle");
    expect(elide("de", "été")).toBe("d’été");
  });

  it("leaves consonants, h and words that do not elide alone", () => {
    expect(elide("de", "Born")).toBe("de Born");
    expect(elide("de", "Jambu")).toBe("de Jambu");
    expect(elide("de", "Hilfiger")).toBe("de Hilfiger");
    expect(elide("à", "aquatherm")).toBe("à aquatherm");
    expect(elide("les", "aquatherm")).toBe("les aquatherm");
  });
});

describe("typesetFrench", () => {
  it("keeps a number, its groups and its unit together", () => {
    expect(typesetFrench("un centre de 150 000 pi² à Oakville")).toBe(
      `un centre de 150${NBSP}000${NBSP}pi² à Oakville`,
    );
    expect(typesetFrench("1 234 567 articles")).toBe(`1${NBSP}234${NBSP}567${NBSP}articles`);
    expect(typesetFrench("en moins de 8 heures")).toBe(`en moins de 8${NBSP}heures`);
    expect(typesetFrench("de 8 h 30 à 17 h")).toBe(`de 8${NBSP}h${NBSP}30 à 17${NBSP}h`);
    expect(typesetFrench("12,5 %")).toBe(`12,5${NBSP}%`);
  });

  it("puts a no-break space before a colon and a narrow one inside guillemets", () => {
    expect(typesetFrench("En cours : 12345")).toBe(`En cours${NBSP}: 12345`);
    expect(typesetFrench("« Bonjour »")).toBe(`«${NNBSP}Bonjour${NNBSP}»`);
    expect(typesetFrench("«en» ou «fr»")).toBe(`«${NNBSP}en${NNBSP}» ou «${NNBSP}fr${NNBSP}»`);
  });

  it("puts a narrow no-break space before ; ? !, adding it where it is missing", () => {
    expect(typesetFrench("la vente; nous livrons")).toBe(`la vente${NNBSP}; nous livrons`);
    expect(typesetFrench("la marchandise?")).toBe(`la marchandise${NNBSP}?`);
    expect(typesetFrench("Vraiment !")).toBe(`Vraiment${NNBSP}!`);
    expect(typesetFrench("Quoi ?!")).toBe(`Quoi${NNBSP}?!`);
    expect(typesetFrench("Des questions sur {{name}}?")).toBe(`Des questions sur {{name}}${NNBSP}?`);
    expect(typesetFrench("Note: oui")).toBe(`Note${NBSP}: oui`);
    // The text after a link or a code name: the mark starts the run.
    expect(typesetFrench(" : retient la langue")).toBe(`${NBSP}: retient la langue`);
  });

  it("leaves addresses and times alone", () => {
    expect(typesetFrench("https://exemple.ca/page?lng=fr")).toBe("https://exemple.ca/page?lng=fr");
    expect(typesetFrench("mailto:info@exemple.ca")).toBe("mailto:info@exemple.ca");
    expect(typesetFrench("à 8:30")).toBe("à 8:30");
  });

  it("is idempotent", () => {
    const once = typesetFrench("« Oui » ; non ? 8 h 30 : 150 000 pi²!");
    expect(typesetFrench(once)).toBe(once);
  });

  it("does not join separate numbers or change text without such spaces", () => {
    expect(typesetFrench("1972 1973")).toBe("1972 1973");
    expect(typesetFrench("Depuis 1972, nous")).toBe("Depuis 1972, nous");
    expect(typesetFrench("https://exemple.ca/a:b")).toBe("https://exemple.ca/a:b");
  });

  it("never leaves a breakable space in a French number and unit", () => {
    const text = typesetFrench("Notre centre de distribution de 150 000 pi² expédie en 8 heures.");
    for (const match of text.matchAll(/\d[\d\s]*\s\p{L}+²?/gu)) expect(match[0]).not.toMatch(/ /);
  });
});

describe("typesetFrenchStrings", () => {
  it("typesets every string of a nested table and keeps its shape", () => {
    const table = { a: "8 heures", b: ["150 000 pi²", { c: "Note : oui" }], n: 3 };
    expect(typesetFrenchStrings(table)).toEqual({
      a: `8${NBSP}heures`,
      b: [`150${NBSP}000${NBSP}pi²`, { c: `Note${NBSP}: oui` }],
      n: 3,
    });
  });
});
