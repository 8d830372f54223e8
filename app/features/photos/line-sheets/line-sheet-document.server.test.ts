import type { Readable } from "node:stream";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { HOSTILE_NAME } from "~/lib/hostile-text.test-support";
import { type LineSheetPrint, lineSheetPdf } from "./line-sheet-document.server";
import type { LineSheetProduct } from "./line-sheet-styles";
import { lineSheetStyles } from "./line-sheet-styles";

/** Names people type that Inter's Latin file alone cannot draw. */
const LATIN_EXTENDED = ["Łukasz Dvořák", "Dóra Őrsi", "Ştefan Ţuţea", "Ærøskøbing Åse", "Žaneta Čížková"];

const product = (item: string, name: string, brand: string): LineSheetProduct => ({
  item,
  photos: [],
  brand,
  season: "FW26",
  name,
  color: "Noir",
  material: "Cuir",
});

function print(manager: string, company: string, products: LineSheetProduct[]): LineSheetPrint {
  return {
    language: "en",
    styles: lineSheetStyles(products),
    contact: {
      company,
      address: "1 Main St",
      phone: "905-555-0101",
      email: "a@b.example",
      manager,
      managerEmail: "",
    },
    madeAt: Date.UTC(2026, 0, 2),
    photo: async () => undefined,
  };
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The document's information dictionary and each page's text, as a reader's search finds it. */
async function read(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes }).promise;
  const { info } = await pdf.getMetadata();
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
  }
  return { info: info as Record<string, unknown>, text: pages.join("\n") };
}

describe("the line sheet's PDF", () => {
  it("carries a hostile company and brand name as its title and author, as typed", async () => {
    const sheet = await read(
      await bytesOf(
        await lineSheetPdf(
          print("Ann Lee", `${HOSTILE_NAME}\r\n(x) \\`, [product("1-1", "Boot", HOSTILE_NAME)]),
        ),
      ),
    );
    expect(sheet.info.Author).toBe(`${HOSTILE_NAME} (x) \\`);
    expect(sheet.info.Title).toBe(`Line sheet · ${HOSTILE_NAME} · Fall/Winter 2026`);
    expect(sheet.text).toContain(HOSTILE_NAME);
  });

  it("draws Latin Extended names as typed, in its text layer too", async () => {
    // One style each: a style is its item number before the last dash.
    const products = LATIN_EXTENDED.map((name, index) => product(`${index + 2}-1`, name, "Børn"));
    const { text } = await read(
      await bytesOf(await lineSheetPdf(print("Łukasz Dvořák", "Trafalgar", products))),
    );
    expect(text).not.toContain("\u0000");
    for (const name of LATIN_EXTENDED) expect(text).toContain(name);
  });
});
