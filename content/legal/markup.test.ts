import { describe, expect, it } from "vitest";
import { type FactValues, LEGAL_FACT_NAMES, markupBlocks, markupProblem, withFacts } from "./markup";

const FACTS: FactValues = {
  text: {
    ...(Object.fromEntries(LEGAL_FACT_NAMES.map((name) => [name, `<${name}>`])) as FactValues["text"]),
    company: "Trafalgar Brands",
    generalEmail: "info@trafalgarbrands.example",
    deliveredDays: "45",
  },
  addressLines: ["2400 Trafalgar Road", "Oakville, Ontario L6H 0A1"],
};

describe("legal markup", () => {
  it("reads paragraphs apart by empty lines, a paragraph's lines as one, and lists of '- ' lines", () => {
    expect(
      markupBlocks(
        "First line\nsame paragraph.\n\nWe collect:\n- your name;\n- your message.\nThen this.",
        FACTS,
      ),
    ).toEqual([
      { paragraph: ["First line same paragraph."] },
      { paragraph: ["We collect:"] },
      { list: [["your name;"], ["your message."]] },
      { paragraph: ["Then this."] },
    ]);
  });

  it("writes the facts in, an e-mail address as a link, and the address line by line as a list's items", () => {
    expect(markupBlocks("Kept {deliveredDays} days by {company}: {generalEmail}.", FACTS)).toEqual([
      {
        paragraph: [
          "Kept 45 days by Trafalgar Brands: ",
          { text: "info@trafalgarbrands.example", href: "mailto:info@trafalgarbrands.example" },
          ".",
        ],
      },
    ]);
    expect(markupBlocks("- {company}\n- {addressLines}", FACTS)).toEqual([
      { list: [["Trafalgar Brands"], ["2400 Trafalgar Road"], ["Oakville, Ontario L6H 0A1"]] },
    ]);
    expect(withFacts("{company}, {addressLines}", FACTS)).toBe(
      "Trafalgar Brands, 2400 Trafalgar Road, Oakville, Ontario L6H 0A1",
    );
  });

  it("makes links of [text](address)", () => {
    expect(
      markupBlocks("Read [our terms](/terms) or [the CAI](https://www.cai.gouv.qc.ca/).", FACTS),
    ).toEqual([
      {
        paragraph: [
          "Read ",
          { text: "our terms", href: "/terms" },
          " or ",
          { text: "the CAI", href: "https://www.cai.gouv.qc.ca/" },
          ".",
        ],
      },
    ]);
  });

  it.each([
    ["Kept {deliveredDay} days.", "unknownFact"],
    ["Kept {} days.", "unknownFact"],
    ["See [this](javascript:alert(1)).", "badLink"],
    ["See [this](http://example.com).", "badLink"],
    ["See [this](//evil.example/).", "badLink"],
    ["See [this] (/terms).", "badLink"],
    ["See [this](/terms", "badLink"],
    ["See [this](data:text/html,hi).", "badLink"],
  ])("refuses %j (%s)", (text, problem) => {
    expect(markupProblem(text)).toBe(problem);
  });

  it.each([
    "Plain text, with (parentheses) and [brackets].",
    "[Write to us](mailto:info@trafalgarbrands.example) or see [contents](#summary).",
    "{company} at {phone}.",
  ])("accepts %j", (text) => {
    expect(markupProblem(text)).toBeUndefined();
  });
});
