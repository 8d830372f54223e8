import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_TABLES } from "~/features/analytics";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";

/**
 * Every file staff download to open in a spreadsheet, in both languages: each must start with the UTF-8 byte
 * order mark (without it Excel on Windows shows `Børn` as `BÃ¸rn`) and read back as rows of equal width
 * (decision 290).
 */
const ITEM = "SP-100";
const catalogue = mkdtempSync(path.join(tmpdir(), "trafalgar-spreadsheets-"));

let site: SiteServer;
let cookie: string;

beforeAll(async () => {
  mkdirSync(path.join(catalogue, ITEM));
  const photo = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#7a4b2a" } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(catalogue, ITEM, `${ITEM}_01.jpg`), photo);
  writeFileSync(
    path.join(catalogue, "item_number_master_directory.json"),
    JSON.stringify({
      [ITEM]: {
        has_photos: true,
        brand_name: "Børn",
        season_code: "FW24",
        item_name: "Åsa Boot",
        color: "Brown",
      },
    }),
  );
  site = await startSiteServer({ PHOTOS_DIR: catalogue });
  cookie = await signIn(site.origin, "198.51.100.131");
}, 120_000);

afterAll(async () => {
  await site?.stop();
  rmSync(catalogue, { recursive: true, force: true });
});

const BOM = [0xef, 0xbb, 0xbf];

/** The file's rows, after checking it is a spreadsheet file: CSV, the byte order mark, rows of one width. */
async function spreadsheetRows(response: Response): Promise<string[][]> {
  expect(response.status, response.url).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)], response.url).toEqual(BOM);
  const rows: string[][] = parse(Buffer.from(bytes), { bom: true, relax_column_count: false });
  expect(rows.length, response.url).toBeGreaterThan(0);
  return rows;
}

const staffFiles = [
  "/api/messages/export",
  "/api/audit/export",
  "/api/notify-list/export",
  "/api/stores/export",
  ...REPORT_TABLES.map((table) => `/api/analytics/export?period=7d&table=${table}`),
];

describe("files opened in a spreadsheet", () => {
  for (const language of ["en", "fr"]) {
    it(`start with the byte order mark and read back, in ${language}`, async () => {
      for (const address of staffFiles) {
        const joiner = address.includes("?") ? "&" : "?";
        const response = await fetch(`${site.origin}${address}${joiner}lng=${language}`, {
          headers: { Cookie: `${cookie}; i18next=${language}` },
        });
        await spreadsheetRows(response);
      }
    });
  }

  it("keeps a French header's accents whole", async () => {
    const response = await fetch(`${site.origin}/api/messages/export?lng=fr`, {
      headers: { Cookie: `${cookie}; i18next=fr` },
    });
    const [header = []] = await spreadsheetRows(response);
    expect(header.join(",")).toMatch(/[éèàç]/);
  });

  it("include every photo sheet format, its text read back as the directory wrote it", async () => {
    for (const format of ["links", "shopify", "google", "perItem"]) {
      const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
        body: JSON.stringify({
          mode: "sheet",
          format,
          ...(format === "links" ? {} : { preset: "shopify" }),
          items: [{ item: ITEM, photos: [`${ITEM}_01.jpg`] }],
        }),
      });
      expect(prepared.status, format).toBe(201);
      const { download } = await prepared.json();
      const rows = await spreadsheetRows(
        await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } }),
      );
      expect(rows.length, format).toBe(2);
      if (format === "shopify") expect(rows[1]?.[3]).toBe("Børn Åsa Boot, Brown");
    }
  });
});
