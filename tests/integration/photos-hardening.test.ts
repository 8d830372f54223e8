import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spreadsheetCsv } from "../../app/lib/spreadsheet-cell.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";
import { zipContents } from "../support/zip-contents.ts";

/** A long host name makes each sheet row long, so the sheet (about 70 MB) dwarfs the sockets' buffers. */
const PUBLIC_ORIGIN = `https://${["a", "b", "c"].map((letter) => letter.repeat(60)).join(".")}.trafalgarbrands.example`;
const PHOTOS = "/images/product_photos_item_numbers";
/** Large photos, so a zip of them is far from done when its client gives up after the first bytes. */
const BIG_ITEMS = ["BIG-1", "BIG-2", "BIG-3", "BIG-4"];
const BIG_PHOTO_BYTES = 2 * 1024 * 1024;
const PHOTOS_PER_BIG_ITEM = 5;
/** A sheet of 250,000 rows, from empty photos (sheet mode lists them). */
const SHEET_ITEMS = 5_000;
const PHOTOS_PER_SHEET_ITEM = 50;

const photoName = (item: string, number: number) => `${item}_${String(number).padStart(2, "0")}.jpg`;
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const sheetItem = (index: number) => String(1000 + index);

/** What a photo is to the catalogue: the JPEG signature, then anything. */
function jpeg(size: number, fill: number): Buffer {
  const bytes = Buffer.alloc(size, fill);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

const catalogue = mkdtempSync(path.join(tmpdir(), "trafalgar-photos-"));
const photoFile = (item: string, fileName: string) => path.join(catalogue, item, fileName);

function writeCatalogue() {
  for (const [index, item] of BIG_ITEMS.entries()) {
    mkdirSync(path.join(catalogue, item));
    for (const number of numbers(PHOTOS_PER_BIG_ITEM)) {
      writeFileSync(photoFile(item, photoName(item, number)), jpeg(BIG_PHOTO_BYTES, index + number));
    }
  }
  for (const item of ["GONE-1", "GONE-2"]) {
    mkdirSync(path.join(catalogue, item));
    for (const number of numbers(3))
      writeFileSync(photoFile(item, photoName(item, number)), jpeg(300, number));
  }
  for (const index of numbers(SHEET_ITEMS)) {
    const item = sheetItem(index - 1);
    mkdirSync(path.join(catalogue, item));
    for (const number of numbers(PHOTOS_PER_SHEET_ITEM))
      writeFileSync(photoFile(item, photoName(item, number)), "");
  }
}

let site: SiteServer;
let cookie: string;
let sameOrigin: Record<string, string>;

beforeAll(async () => {
  writeCatalogue();
  site = await startSiteServer({ PUBLIC_SITE_ORIGIN: PUBLIC_ORIGIN, PHOTOS_DIR: catalogue });
  cookie = await signIn(site.origin, "198.51.100.71");
  // What a browser sends with the page's own fetch.
  sameOrigin = { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" };
}, 120_000);

afterAll(async () => {
  await site?.stop();
  rmSync(catalogue, { recursive: true, force: true });
});

async function prepare(mode: "photos" | "sheet", items: { item: string; photos: string[] }[]) {
  const response = await fetch(`${site.origin}/api/photos/downloads`, {
    method: "POST",
    headers: sameOrigin,
    body: JSON.stringify({ mode, items }),
  });
  expect(response.status).toBeLessThan(300);
  return response.json();
}

/** The catalogue's files the server holds open now, read from Linux's list of its file descriptors. */
function openPhotos(): number {
  const fds = `/proc/${site.process.pid}/fd`;
  return readdirSync(fds).filter((fd) => {
    try {
      return readlinkSync(path.join(fds, fd)).startsWith(realpathSync(catalogue));
    } catch {
      return false; // Closed between the listing and the look.
    }
  }).length;
}

async function settles(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

describe("an abandoned zip download", () => {
  it("leaves no photo open: after 20 cancelled downloads the server holds none of the catalogue's files", async () => {
    const items = BIG_ITEMS.map((item) => ({
      item,
      photos: numbers(PHOTOS_PER_BIG_ITEM).map((number) => photoName(item, number)),
    }));
    const { download } = await prepare("photos", items);
    expect(openPhotos()).toBe(0);
    // Photos are seen open while a download runs: the count below can tell an open one from none.
    let seenOpen = 0;
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
      const reader = response.body?.getReader();
      const first = await reader?.read();
      expect(first?.value?.byteLength).toBeGreaterThan(0);
      seenOpen = Math.max(seenOpen, openPhotos());
      await reader?.cancel();
    }
    expect(seenOpen).toBeGreaterThan(0);
    expect(await settles(() => openPhotos() === 0, 1_000), `${openPhotos()} photos open`).toBe(true);
    expect(site.output()).not.toContain("Closing file descriptor");
  }, 60_000);
});

describe("a photo that disappears", () => {
  it("is left out when the download is prepared; an item left with none is not prepared", async () => {
    rmSync(path.join(catalogue, "GONE-2"), { recursive: true });
    const gone2 = numbers(3).map((number) => photoName("GONE-2", number));
    const answer = await prepare("photos", [
      { item: "GONE-1", photos: [photoName("GONE-1", 1)] },
      { item: "GONE-2", photos: gone2 },
    ]);
    expect(answer.download.url).toMatch(/^\/api\/photos\/downloads\//);
    expect(answer.leftOut).toEqual([{ item: "GONE-2", photos: gone2 }]);

    const nothingLeft = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: sameOrigin,
      body: JSON.stringify({ mode: "sheet", items: [{ item: "GONE-2", photos: gone2 }] }),
    });
    expect(nothingLeft.status).toBe(200);
    expect(await nothingLeft.json()).toEqual({
      download: null,
      leftOut: [{ item: "GONE-2", photos: gone2 }],
      warnings: [],
    });
  });

  it("after the download was prepared is skipped inside a valid zip that reports it, and no path is logged", async () => {
    const photos = numbers(3).map((number) => photoName("GONE-1", number));
    const { download } = await prepare("photos", [{ item: "GONE-1", photos }]);
    rmSync(photoFile("GONE-1", photos[1] ?? ""));

    const response = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const file = path.join(catalogue, "download.zip");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const files = await zipContents(file);
    rmSync(file);
    expect([...files.keys()]).toEqual([`GONE-1/${photos[0]}`, `GONE-1/${photos[2]}`, "photos-left-out.txt"]);
    expect(files.get(`GONE-1/${photos[2]}`)).toEqual(jpeg(300, 3));
    expect(files.get("photos-left-out.txt")?.toString()).toContain(`GONE-1/${photos[1]}`);

    const lines = site.output().split("\n");
    expect(lines.filter((line) => line.includes(`${photos[1]}`))).toHaveLength(1);
    expect(site.output()).not.toContain(catalogue);
  });
});

describe("a large sheet", () => {
  const items = numbers(SHEET_ITEMS).map((index) => {
    const item = sheetItem(index - 1);
    return { item, photos: numbers(PHOTOS_PER_SHEET_ITEM).map((number) => photoName(item, number)) };
  });

  /** The sheet as one spreadsheet-file call over the whole batch would make it, before it was streamed. */
  const oneShot = () =>
    spreadsheetCsv([
      ["Item Number", "Image URL"],
      ...items.flatMap(({ item, photos }) =>
        photos.map((photo) => [item, `${PUBLIC_ORIGIN}${PHOTOS}/${item}/${photo}`]),
      ),
    ]);

  const residentBytes = () => {
    const status = readFileSync(`/proc/${site.process.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  };

  it("streams: its first bytes arrive while the rest is still unmade, and it equals the one-shot sheet", async () => {
    const { download } = await prepare("sheet", items);
    const rssBefore = residentBytes();
    const response = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
    const reader = response.body?.getReader();
    if (!reader) throw new Error("no body");
    const first = await reader.read();
    // The client holds back: a streaming server makes no more than the sockets take meanwhile, whereas a
    // sheet built whole (its rows, the text and its bytes: several times 70 MB) would sit in its memory.
    // What does grow is the prepared batch itself, read back from the database (about 60 MB of objects).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const growth = residentBytes() - rssBefore;
    expect(growth, `${Math.round(growth / 2 ** 20)} MB more`).toBeLessThan(128 * 1024 * 1024);

    const chunks: Uint8Array[] = [first.value ?? new Uint8Array()];
    let pieces = 1;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      pieces++;
    }
    expect(pieces).toBeGreaterThan(10);
    const sheet = Buffer.concat(chunks).toString("utf8");
    expect(sheet.length).toBeGreaterThan(60_000_000);
    expect(sheet === oneShot()).toBe(true);
  }, 120_000);
});

describe("the staff JSON APIs", () => {
  const lookup = { mode: "photos", items: ["GONE-1"] };

  it("refuse a photo named twice in an item", async () => {
    const twice = [photoName("GONE-1", 1), photoName("GONE-1", 1)];
    const response = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: sameOrigin,
      body: JSON.stringify({ mode: "photos", items: [{ item: "GONE-1", photos: twice }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "an item's photos must be distinct" });
  });

  it("refuse another site's request with 403, and one whose origin is unproven", async () => {
    for (const [path, headers] of [
      ["/api/photos/lookups", { Origin: "https://evil.example" }],
      ["/api/photos/downloads", { Origin: "https://evil.example" }],
      ["/api/photos/lookups", { "Sec-Fetch-Site": "cross-site" }],
      ["/api/photos/lookups", { "Sec-Fetch-Site": "same-site", Origin: site.origin }],
      ["/api/photos/lookups", {}],
    ] as const) {
      const { Origin: _origin, ...withoutOrigin } = sameOrigin;
      const response = await fetch(`${site.origin}${path}`, {
        method: "POST",
        headers: { ...withoutOrigin, ...headers },
        body: JSON.stringify(lookup),
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toHaveProperty("error");
    }
    const fromOurPage = await fetch(`${site.origin}/api/photos/lookups`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(lookup),
    });
    expect(fromOurPage.status).toBe(200);
    await fromOurPage.body?.cancel();
  });

  it("refuse a body that is not declared JSON with 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await fetch(`${site.origin}/api/photos/lookups`, {
        method: "POST",
        headers: { ...sameOrigin, "Content-Type": type },
        body: JSON.stringify(lookup),
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toHaveProperty("error");
    }
  });

  it("answer a wrong method with 405 and Allow, without a stack trace", async () => {
    for (const [method, path, allow] of [
      ["GET", "/api/photos/lookups", "POST"],
      ["PUT", "/api/photos/lookups", "POST"],
      ["DELETE", "/api/photos/downloads", "POST"],
      ["POST", "/api/photos/downloads/some-id", "GET, HEAD"],
    ] as const) {
      const response = await fetch(`${site.origin}${path}`, { method, headers: sameOrigin });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("Allow"), `${method} ${path}`).toBe(allow);
      expect(await response.json()).toEqual({ success: false, error: "method_not_allowed" });
    }
    expect(site.output()).not.toMatch(/^\s+at /m);
  });

  it("answer a chunked body past 4 MB with 413, read no further", async () => {
    const url = new URL("/api/photos/downloads", site.origin);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        url,
        { method: "POST", headers: { ...sameOrigin, "Transfer-Encoding": "chunked" } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.once("error", reject);
      const piece = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < 5 * 1024 * 1024) {
          sent += piece.length;
          if (!request.write(piece)) return void request.once("drain", more);
        }
        request.end();
      };
      more();
    });
    expect(status).toBe(413);
  });
});
