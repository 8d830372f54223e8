import { describe, expect, it } from "vitest";
import type { ResolvedItem } from "../batch-schema";
import { originalLinks, ROWS_PER_PIECE, type SheetItem, photoSheet as sheetOf } from "./photo-sheet.server";

const ORIGIN = "https://www.trafalgarbrands.example";
const PHOTOS = `${ORIGIN}/images/product_photos_item_numbers`;

/** `count` items of `perItem` photos each, numbered from 1000. */
function catalogue(count: number, perItem: number): ResolvedItem[] {
  return Array.from({ length: count }, (_, index) => {
    const item = String(1000 + index);
    const photos = Array.from({ length: perItem }, (_, n) => `${item}_${String(n + 1).padStart(2, "0")}.jpg`);
    return { item, photos };
  });
}

/** A sheet's lines as a spreadsheet file: behind the byte order mark Excel needs to read UTF-8, CRLF ends. */
const spreadsheetFile = (lines: string[]) => `\uFEFF${lines.join("\r\n")}`;

/** The sheet written out line by line, as the spec describes it. */
const expectedSheet = (items: ResolvedItem[]) =>
  spreadsheetFile([
    "Item Number,Image URL",
    ...items.flatMap(({ item, photos }) => photos.map((photo) => `${item},${PHOTOS}/${item}/${photo}`)),
    "",
  ]);

/** The spec's sheet of the photos as stored. */
const photoSheet = (items: Iterable<ResolvedItem>, origin: string) => sheetOf(originalLinks(items, origin));

describe("photoSheet", () => {
  it("has the spec's header and one line per image, linked from the public site", () => {
    const sheet = [
      ...photoSheet(
        [
          { item: "12345-001", photos: ["12345-001_01.jpg", "12345-001_03.jpg"] },
          { item: "67890-010", photos: ["67890-010_01.jpg"] },
        ],
        ORIGIN,
      ),
    ].join("");
    expect(sheet).toBe(
      spreadsheetFile([
        "Item Number,Image URL",
        `12345-001,${PHOTOS}/12345-001/12345-001_01.jpg`,
        `12345-001,${PHOTOS}/12345-001/12345-001_03.jpg`,
        `67890-010,${PHOTOS}/67890-010/67890-010_01.jpg`,
        "",
      ]),
    );
  });

  it("comes in pieces of whole lines that add up to the whole sheet", () => {
    const items = catalogue(40, 50);
    const pieces = [...photoSheet(items, ORIGIN)];
    expect(pieces.length).toBe(Math.ceil((40 * 50 + 1) / ROWS_PER_PIECE));
    for (const piece of pieces) {
      expect(piece.endsWith("\r\n")).toBe(true);
      expect(piece.split("\r\n").length - 1).toBeLessThanOrEqual(ROWS_PER_PIECE);
    }
    expect(pieces.join("")).toBe(expectedSheet(items));
    expect(pieces.filter((piece) => piece.includes("\uFEFF"))).toEqual([pieces[0]]);
  });

  it("gives its first piece having read only the first items", () => {
    const items = catalogue(5_000, 50);
    let read = 0;
    const counted = (function* () {
      for (const item of items) {
        read++;
        yield item;
      }
    })();
    const sheet = photoSheet(counted, ORIGIN);
    const first = sheet.next();
    expect(first.value?.startsWith("\uFEFFItem Number,Image URL\r\n1000,")).toBe(true);
    expect(read).toBeLessThanOrEqual(Math.ceil(ROWS_PER_PIECE / 50));
    expect([first.value, ...sheet].join("")).toBe(expectedSheet(items));
    expect(read).toBe(5_000);
  });

  it("refuses an item number holding a comma, a quote or a line break, which would split its line", () => {
    for (const item of ["12345,001", '12345"001', "12345\n001"]) {
      expect(() => [...photoSheet([{ item, photos: [`${item}_01.jpg`] }], ORIGIN)], item).toThrow();
    }
  });

  it("refuses names that are not photos of the item", () => {
    expect(() => [...photoSheet([{ item: "12345-001", photos: ["../secret.jpg"] }], ORIGIN)]).toThrow();
  });

  const linked: SheetItem[] = [
    {
      item: "12345_001",
      links: ["https://x.example/a.jpg", "https://x.example/b.jpg"],
      altText: "Børn Ava, Black",
    },
    { item: "67890-010", links: ["https://x.example/c.jpg"] },
  ];

  it("writes Shopify's product CSV: a row per image, by handle, with position and alt text", () => {
    expect([...sheetOf(linked, "shopify")].join("")).toBe(
      spreadsheetFile([
        "Handle,Image Src,Image Position,Image Alt Text",
        '12345-001,https://x.example/a.jpg,1,"Børn Ava, Black"',
        '12345-001,https://x.example/b.jpg,2,"Børn Ava, Black"',
        "67890-010,https://x.example/c.jpg,1,67890-010",
        "",
      ]),
    );
  });

  it("writes Google Merchant Center's columns: one row per item, the extra links in one field", () => {
    expect([...sheetOf(linked, "google")].join("")).toBe(
      spreadsheetFile([
        "id,image_link,additional_image_link",
        "12345_001,https://x.example/a.jpg,https://x.example/b.jpg",
        "67890-010,https://x.example/c.jpg,",
        "",
      ]),
    );
  });

  it("writes one row per item with a column per view, as many as the item with the most", () => {
    expect([...sheetOf(linked, "perItem")].join("")).toBe(
      spreadsheetFile([
        "Item Number,MAIN,PT01",
        "12345_001,https://x.example/a.jpg,https://x.example/b.jpg",
        "67890-010,https://x.example/c.jpg,",
        "",
      ]),
    );
  });
});
