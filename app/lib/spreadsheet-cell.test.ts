import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { SPREADSHEET_BOM, spreadsheetCsv, spreadsheetText } from "./spreadsheet-cell";

describe("spreadsheet-safe text", () => {
  it.each([
    ["Chaussures Tremblay", "Chaussures Tremblay"],
    ["Hello,\r\nWe would like\r\n\r\nThanks; Claire", "Hello,\r\nWe would like\r\n\r\nThanks; Claire"],
    ["Sizes 7-9, colours: red", "Sizes 7-9, colours: red"],
    ["=HYPERLINK(A1)", "'=HYPERLINK(A1)"],
    ["+1 514 555 0142", "'+1 514 555 0142"],
    ["-2+3", "'-2+3"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\tfoo", "'\tfoo"],
    ["\r=1", "'\r'=1"],
    ["Acme;=HYPERLINK(A1)", "Acme;'=HYPERLINK(A1)"],
    ["x,@SUM(1)\n-2+3", "x,'@SUM(1)\n'-2+3"],
    ["Hi,\r\n- one\r\n- two", "Hi,\r\n'- one\r\n'- two"],
    ["a\t+1", "a\t'+1"],
    ["a;\t=1", "a;'\t'=1"],
    ["a; =1", "a;' =1"],
    ['a;"=1"', `a;'"=1"`],
    ["a;\rb", "a;'\rb"],
    ["＝1+1", "'＝1+1"],
  ])("writes %j as %j", (value, text) => {
    expect(spreadsheetText(value)).toBe(text);
  });

  it("quotes every field a spreadsheet could split, whatever separator it guesses", () => {
    const fields = ["a,b", "a;b", "a\tb", "a\nb", "a\rb", 'a"b', "plain"];
    expect(spreadsheetCsv([fields], { bom: false })).toBe(
      '"a,b","a;b","a\tb","a\nb","a\rb","a""b",plain\r\n',
    );
  });

  it("starts the file with the byte order mark Excel needs to read UTF-8, and reads back as written", () => {
    const rows = [
      ["Marque", "Saison"],
      ["Børn", "Automne-hiver 2024"],
    ];
    const file = spreadsheetCsv(rows);
    expect(file.startsWith(`${SPREADSHEET_BOM}Marque,Saison\r\n`)).toBe(true);
    expect(parse(file, { bom: true })).toEqual(rows);
  });
});
