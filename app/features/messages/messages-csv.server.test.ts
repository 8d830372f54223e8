import { type Options, parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { en } from "~/features/i18n/locales/en";
import { fr } from "~/features/i18n/locales/fr";
import { createTranslator } from "~/features/i18n/translator";
import type { StoredMessage } from "~/features/messages/messages.server";
import { messagesCsv } from "./messages-csv.server";

const SITE = "https://www.trafalgarbrands.example";
const BRAND_NAMES: ReadonlyMap<string, string> = new Map([["dockers", "Dockers"]]);

/** What a visitor typed, written to be split into formulas by a spreadsheet that guesses the separator. */
const TYPED = {
  firstName: "=cmd|' /C calc'!A0",
  lastName: "@Lee",
  company: "Acme;=HYPERLINK(A1)",
  email: "ann@shoes.example",
  phone: "+1 514 555 0142",
  message: 'x,@SUM(1)\n-2+3\r\nSizes:\r\n- 7\r\n\r\nThanks; "=2" and a;\t=1, +3;＝4',
};

function stored(id: number, submission: Partial<StoredMessage["submission"]>): StoredMessage {
  return {
    id,
    receivedAt: Date.UTC(2026, 0, 2, 3, 4),
    recipient: "sales@trafalgarbrands.example",
    status: "failed",
    attempts: 3,
    lastError: "550 refused; -5",
    sentAt: null,
    submission: { ...TYPED, language: "fr", department: "sales", ...submission },
    handled: null,
  };
}

const MESSAGES = [
  stored(1, { page: "/contact" }),
  // Stored before paths were checked: its page leads off the site.
  stored(2, { page: "/\\evil.example/phish", company: "Shoes, Inc.", message: "Hello,\nWe would like" }),
];

/**
 * How a spreadsheet may read the file: as written, or split on `;` (French-Canadian Excel), reading quotes or
 * ignoring them and breaking at every line break.
 */
const READINGS: [string, Options][] = [
  ["comma", { delimiter: "," }],
  ["semicolon", { delimiter: ";", relax_quotes: true, relax_column_count: true }],
  [
    "semicolon, quotes ignored",
    { delimiter: ";", quote: false, relax_column_count: true, record_delimiter: ["\r\n", "\n", "\r"] },
  ],
];

/** A cell a spreadsheet runs as a formula: `= + - @` (full-width too), also behind spaces or quotes; tab, CR. */
const RUNS_AS_FORMULA = /^(?:[ "]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;

const read = (csv: string, options: Options): string[][] => parse(csv, { ...options, bom: true });

describe("Messages CSV", () => {
  for (const [language, strings] of [
    ["en", en],
    ["fr", fr],
  ] as const) {
    const csv = messagesCsv(MESSAGES, createTranslator(language, strings), SITE, BRAND_NAMES);

    it.each(READINGS)(`has no cell that runs as a formula, read %s (${language})`, (_reading, options) => {
      const cells = read(csv, options).flat();
      expect(cells.length).toBeGreaterThan(0);
      expect(cells.filter((cell) => RUNS_AS_FORMULA.test(cell))).toEqual([]);
    });
  }

  it("reads back, split on commas, as what was typed with an apostrophe before each formula", () => {
    const [header, first, second] = read(
      messagesCsv(MESSAGES, createTranslator("en", en), SITE, BRAND_NAMES),
      {
        delimiter: ",",
      },
    );
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(first?.[column("Name")]).toBe("'=cmd|' /C calc'!A0 @Lee");
    expect(first?.[column("Company")]).toBe("Acme;'=HYPERLINK(A1)");
    expect(first?.[column("Phone")]).toBe("'+1 514 555 0142");
    expect(first?.[column("Message")]).toBe(
      `x,'@SUM(1)\n'-2+3\r\nSizes:\r\n'- 7\r\n\r\nThanks;' "=2" and a;'\t'=1,' +3;'＝4`,
    );
    expect(second?.[column("Company")]).toBe("Shoes, Inc.");
    expect(second?.[column("Message")]).toBe("Hello,\nWe would like");
    const withoutApostrophes = (text: string | undefined) => text?.replaceAll("'", "");
    const typed = { ...TYPED, name: `${TYPED.firstName} ${TYPED.lastName}` };
    for (const [name, value] of [
      ["Name", typed.name],
      ["Company", typed.company],
      ["E-mail", typed.email],
      ["Phone", typed.phone],
      ["Message", typed.message],
      ["Last error", "550 refused; -5"],
    ] as const)
      expect(withoutApostrophes(first?.[column(name)]), name).toBe(withoutApostrophes(value));
  });

  it("gives the page a message was sent from as an address on the site, and none that leads off it", () => {
    const [header, first, second] = read(
      messagesCsv(MESSAGES, createTranslator("en", en), SITE, BRAND_NAMES),
      {
        delimiter: ",",
      },
    );
    const sentFrom = header?.indexOf("Sent from") ?? -1;
    expect(first?.[sentFrom]).toBe(`${SITE}/contact`);
    expect(second?.[sentFrom]).toBe("");
  });
});
