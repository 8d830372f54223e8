import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";

/** Two items of the sample shape: three photos and one. */
const BOOT = "SH-100";
const SANDAL = "SH_200";
/** In the catalogue, but never exported: its export links must not answer. */
const NEVER = "SH-300";

const catalogue = mkdtempSync(path.join(tmpdir(), "trafalgar-sheets-"));
const photoName = (item: string, number: number) => `${item}_${String(number).padStart(2, "0")}.jpg`;

async function writeCatalogue() {
  for (const [item, count] of [
    [BOOT, 3],
    [SANDAL, 1],
    [NEVER, 1],
  ] as const) {
    mkdirSync(path.join(catalogue, item), { recursive: true });
    for (let number = 1; number <= count; number++) {
      const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#1040c0" } })
        .jpeg()
        .toBuffer();
      writeFileSync(path.join(catalogue, item, photoName(item, number)), bytes);
    }
  }
  writeFileSync(
    path.join(catalogue, "item_number_master_directory.json"),
    JSON.stringify({
      [BOOT]: {
        has_photos: true,
        brand_name: "Born",
        season_code: "FW26",
        item_name: "Ava Boot",
        color: "Black",
      },
    }),
  );
}

let site: SiteServer;
let cookie: string;

beforeAll(async () => {
  await writeCatalogue();
  site = await startSiteServer({ PHOTOS_DIR: catalogue });
  cookie = await signIn(site.origin, "198.51.100.74");
}, 120_000);

afterAll(async () => {
  await site?.stop();
  rmSync(catalogue, { recursive: true, force: true });
});

const resolved = [
  { item: BOOT, photos: [1, 2, 3].map((number) => photoName(BOOT, number)) },
  { item: SANDAL, photos: [photoName(SANDAL, 1)] },
];

/** A sheet's lines as cells (RFC 4180 quoting; our sheets hold no line breaks inside a cell). */
const parse = (text: string): string[][] =>
  text
    .split("\r\n")
    .filter((line) => line !== "")
    .map((line) =>
      [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map(([, cell = ""]) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );

/** The sheet the server prepares for `body`, as rows of cells. */
async function sheet(body: object): Promise<string[][]> {
  const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
    body: JSON.stringify({ mode: "sheet", items: resolved, ...body }),
  });
  expect(prepared.status).toBe(201);
  const { download } = await prepared.json();
  const file = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
  expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  return parse(await file.text());
}

const photoLink = (item: string, number: number) =>
  `${site.publicOrigin}/images/product_photos_item_numbers/${item}/${photoName(item, number)}`;

describe("Sheet Creation's formats", () => {
  it("keeps the spec's sheet by default: Item Number,Image URL, a line per photo as stored", async () => {
    expect(await sheet({})).toEqual([
      ["Item Number", "Image URL"],
      [BOOT, photoLink(BOOT, 1)],
      [BOOT, photoLink(BOOT, 2)],
      [BOOT, photoLink(BOOT, 3)],
      [SANDAL, photoLink(SANDAL, 1)],
    ]);
  });

  it("writes Shopify's product CSV with handles, positions and alt text from the directory", async () => {
    const rows = await sheet({ format: "shopify", preset: "shopify" });
    const link = (item: string, seq: string) =>
      `${site.publicOrigin}/images/exports/shopify/${item}/${item}-${seq}.jpg`;
    expect(rows).toEqual([
      ["Handle", "Image Src", "Image Position", "Image Alt Text"],
      ["sh-100", link(BOOT, "01"), "1", "Born Ava Boot, Black"],
      ["sh-100", link(BOOT, "02"), "2", "Born Ava Boot, Black"],
      ["sh-100", link(BOOT, "03"), "3", "Born Ava Boot, Black"],
      ["sh-200", link(SANDAL, "01"), "1", SANDAL],
    ]);
  });

  it("writes Google Merchant Center's columns, the extra links in one field", async () => {
    const rows = await sheet({ format: "google", preset: "google-merchant" });
    const link = (item: string, seq: string) =>
      `${site.publicOrigin}/images/exports/google-merchant/${item}/${item}_${seq}.jpg`;
    expect(rows).toEqual([
      ["id", "image_link", "additional_image_link"],
      [BOOT, link(BOOT, "01"), `${link(BOOT, "02")},${link(BOOT, "03")}`],
      [SANDAL, link(SANDAL, "01"), ""],
    ]);
  });

  it("writes one row per item with a column per view, linking Amazon's names", async () => {
    const rows = await sheet({ format: "perItem", preset: "amazon" });
    const link = (item: string, view: string) =>
      `${site.publicOrigin}/images/exports/amazon/${item}/${view}.jpg`;
    expect(rows).toEqual([
      ["Item Number", "MAIN", "PT01", "PT02"],
      [BOOT, link(BOOT, "SH100.MAIN"), link(BOOT, "SH100.PT01"), link(BOOT, "SH100.PT02")],
      [SANDAL, link(SANDAL, "SH200.MAIN"), "", ""],
    ]);
  });

  it("refuses a format it does not know with a 400", async () => {
    const response = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "sheet", format: "xlsx", items: resolved }),
    });
    expect(response.status).toBe(400);
  });
});

describe("public export links", () => {
  const local = (url: string) => url.replace(site.publicOrigin, site.origin);

  it("serve every linked image signed out, made for the preset, with long cache headers", async () => {
    const rows = await sheet({ format: "perItem", preset: "walmart" });
    const links = rows.slice(1).flatMap(([, ...cells]) => cells.filter(Boolean));
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toMatch(/^http:\/\/[^?#]+\/images\/exports\/walmart\/[^/?#]+\/[^/?#]+\.jpg$/);
      const response = await fetch(local(link));
      expect(response.status, link).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/jpeg");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=2592000");
      expect(response.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
      const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ width, height, format }).toEqual({ width: 2200, height: 2200, format: "jpeg" });
    }
    const again = await fetch(local(links[0] ?? ""), {
      headers: { "If-None-Match": (await fetch(local(links[0] ?? ""))).headers.get("ETag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("answer a zip export's items too", async () => {
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "photos", preset: "zalando", items: [resolved[1]] }),
    });
    expect(prepared.status).toBe(201);
    const response = await fetch(`${site.origin}/images/exports/zalando/${SANDAL}/${SANDAL}_01.jpg`);
    expect(response.status).toBe(200);
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1801, height: 2600 });
  });

  it("are 404 for anything staff did not export, and never resize what a visitor names", async () => {
    const missing = [
      // Never exported at all, or not with this preset.
      `/images/exports/walmart/${NEVER}/${NEVER}_01.jpg`,
      `/images/exports/web-1600/${BOOT}/${BOOT}_01.webp`,
      // A preset that does not exist, and Originals, which is not a preset.
      `/images/exports/tiktok/${BOOT}/${BOOT}_01.jpg`,
      `/images/exports/originals/${BOOT}/${BOOT}_01.jpg`,
      // Names the export did not give: another photo number, extension, or shape.
      `/images/exports/walmart/${BOOT}/${BOOT}_04.jpg`,
      `/images/exports/walmart/${BOOT}/${BOOT}_01.png`,
      `/images/exports/walmart/${BOOT}/${BOOT}_01.jpg.jpg`,
      `/images/exports/walmart/${BOOT}/..%2F${NEVER}_01.jpg`,
      `/images/exports/walmart/..%2F${BOOT}/${BOOT}_01.jpg`,
      `/images/exports/walmart/${BOOT}`,
    ];
    for (const url of missing) {
      const response = await fetch(`${site.origin}${url}`);
      expect(response.status, url).toBe(404);
      // Nothing a shared cache could keep: the item may be exported later.
      expect(response.headers.get("Cache-Control") ?? "", url).not.toMatch(/public|max-age=[1-9]/);
    }
  });
});
