import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { spreadsheetRows } from "./spreadsheet-file.server";

/** A workbook as Excel saves it: a header, a UPC typed as a number, a formula, rich text and a link. */
async function orderWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Order");
  sheet.addRow(["UPC", "Qty"]);
  sheet.addRow([62340000010, 12]);
  sheet.addRow(["22592-600", "8", "M", { formula: "3*2", result: 6 }]);
  sheet.addRow([]);
  sheet.addRow([
    { richText: [{ text: "0623" }, { text: "40000027" }] },
    { text: "4", hyperlink: "https://x.example" },
  ]);
  workbook.addWorksheet("Notes").addRow(["never read"]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe("an uploaded spreadsheet", () => {
  it("reads an XLSX workbook's first sheet as the text its cells show, each row by its number", async () => {
    const reading = await spreadsheetRows(await orderWorkbook());
    expect(reading).toEqual({
      ok: true,
      rows: [
        { row: 1, cells: ["UPC", "Qty"] },
        { row: 2, cells: ["62340000010", "12"] },
        { row: 3, cells: ["22592-600", "8", "M", "6"] },
        { row: 5, cells: ["062340000027", "4"] },
      ],
    });
  });

  it("reads CSV in UTF-8 with its byte order mark, and as Excel on Windows saves it", async () => {
    const utf8 = new TextEncoder().encode("\uFEFFStyle;Taille;Qté\r\n22592-600;8;6\r\n");
    expect(await spreadsheetRows(utf8)).toEqual({
      ok: true,
      rows: [
        { row: 1, cells: ["Style", "Taille", "Qté"] },
        { row: 2, cells: ["22592-600", "8", "6"] },
      ],
    });
    // "Qté" in Windows-1252: é is the single byte 0xE9, not UTF-8.
    const windows = Uint8Array.from([...Buffer.from("Style,Qt"), 0xe9, ...Buffer.from("\n22592-600,8,6\n")]);
    const reading = await spreadsheetRows(windows);
    expect(reading.ok && reading.rows[0]?.cells).toEqual(["Style", "Qté"]);
  });

  it("refuses a workbook that would unpack far beyond an order sheet before unpacking it, and what is no sheet", async () => {
    const bomb = await orderWorkbook();
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    // The central directory's first entry now says it unpacks to 2 GB.
    for (let at = 0; at < bomb.length - 4; at++)
      if (view.getUint32(at, true) === 0x02014b50) {
        view.setUint32(at + 24, 0x7fffffff, true);
        break;
      }
    expect(await spreadsheetRows(bomb)).toEqual({ ok: false, problem: "tooLarge" });
    const broken = (await orderWorkbook()).slice(0, 200);
    expect(await spreadsheetRows(broken)).toEqual({ ok: false, problem: "unreadable" });
    expect(await spreadsheetRows(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toEqual({
      ok: false,
      problem: "unreadable",
    });
  });
});
