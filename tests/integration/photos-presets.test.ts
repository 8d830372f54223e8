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
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORT_PRESETS } from "../../content/photo-presets/index.ts";
import { childProcessesOf } from "../support/processes.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";
import { zipContents } from "../support/zip-contents.ts";

/** A landscape photo below every channel's minimum, a portrait one, and one that only looks like a JPEG. */
const WIDE = "PX-100";
const TALL = "PX-200";
const BROKEN = "PX-300";
/** Eleven photos: more than Amazon's main image and eight others. */
const MANY = "PX-400";
/** One photo each: a navy product on a light grey studio background, on white, and on stripes. */
const GREY_STUDIO = "PX-500";
const WHITE_STUDIO = "PX-600";
const PATTERNED = "PX-700";
/** Read without its dash, the same as WIDE for Amazon; and WIDE in lower case. */
const WIDE_WITHOUT_DASH = "PX10-0";
const WIDE_LOWER_CASE = "px-100";
const WIDE_SIZE = { width: 640, height: 480 };
/** The studio shots: 1800 × 1200, the product 1200 × 600 at (300, 300). */
const SHOT = { width: 1800, height: 1200 };
const NAVY = "#142878";
const TALL_SIZE = { width: 1200, height: 1800 };

const catalogue = mkdtempSync(path.join(tmpdir(), "trafalgar-presets-"));
const photoName = (item: string, number: number) => `${item}_${String(number).padStart(2, "0")}.jpg`;
const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

async function writePhoto(item: string, number: number, size: { width: number; height: number }) {
  mkdirSync(path.join(catalogue, item), { recursive: true });
  const bytes = await sharp({ create: { ...size, channels: 3, background: "#1040c0" } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(catalogue, item, photoName(item, number)), bytes);
}

/** A navy product on `background`, striped with grey when `pattern` (a patterned backdrop). */
async function writeStudioShot(item: string, background: string, pattern = false) {
  mkdirSync(path.join(catalogue, item), { recursive: true });
  const product = await sharp({ create: { width: 1200, height: 600, channels: 3, background: NAVY } })
    .png()
    .toBuffer();
  const stripe = await sharp({ create: { width: 1800, height: 40, channels: 3, background: "#8a8a8a" } })
    .png()
    .toBuffer();
  const stripes = pattern
    ? Array.from({ length: 15 }, (_, index) => ({ input: stripe, top: index * 80, left: 0 }))
    : [];
  const bytes = await sharp({ create: { ...SHOT, channels: 3, background } })
    .composite([...stripes, { input: product, top: 300, left: 300 }])
    .jpeg({ quality: 92 })
    .toBuffer();
  writeFileSync(path.join(catalogue, item, photoName(item, 1)), bytes);
}

async function writeCatalogue() {
  await writeStudioShot(GREY_STUDIO, "#e2e2e2");
  await writeStudioShot(WHITE_STUDIO, "#ffffff");
  await writeStudioShot(PATTERNED, "#f4f4f4", true);
  for (const number of numbers(2)) await writePhoto(WIDE, number, WIDE_SIZE);
  await writePhoto(WIDE_WITHOUT_DASH, 1, WIDE_SIZE);
  await writePhoto(WIDE_LOWER_CASE, 1, WIDE_SIZE);
  await writePhoto(TALL, 1, TALL_SIZE);
  mkdirSync(path.join(catalogue, BROKEN));
  writeFileSync(
    path.join(catalogue, BROKEN, photoName(BROKEN, 1)),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2]),
  );
  for (const number of numbers(11)) await writePhoto(MANY, number, { width: 300, height: 300 });
  const entry = (brand: string) => ({
    has_photos: true,
    brand_name: brand,
    season_code: "FW26",
    item_name: "Boot",
    color: "Café Noir",
    material: "Leather",
  });
  writeFileSync(
    path.join(catalogue, "item_number_master_directory.json"),
    JSON.stringify({ [WIDE]: entry("Born"), [TALL]: entry("Born"), [MANY]: entry("Dockers") }),
  );
}

let site: SiteServer;
let cookie: string;

beforeAll(async () => {
  await writeCatalogue();
  // The resizer's real idle time is tested here (decision 317).
  site = await startSiteServer({ PHOTOS_DIR: catalogue, TEST_SHORT_WAITS: "false" });
  cookie = await signIn(site.origin, "198.51.100.72");
}, 120_000);

afterAll(async () => {
  await site?.stop();
  rmSync(catalogue, { recursive: true, force: true });
});

type Items = { item: string; photos: string[] }[];
const items = (...entries: [string, number][]): Items =>
  entries.map(([item, count]) => ({ item, photos: numbers(count).map((number) => photoName(item, number)) }));

async function prepare(preset: string, batch: Items): Promise<Response> {
  return fetch(`${site.origin}/api/photos/downloads`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
    body: JSON.stringify({ mode: "photos", preset, items: batch }),
  });
}

/** The prepared zip, fetched as the browser's download manager would, and opened with yauzl. */
async function exportZip(preset: string, batch: Items) {
  const prepared = await prepare(preset, batch);
  expect(prepared.status).toBe(201);
  const { download } = await prepared.json();
  const response = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const file = path.join(site.dataDir, `${preset}-${Date.now()}.zip`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  try {
    return { headers: response.headers, files: await zipContents(file) };
  } finally {
    rmSync(file);
  }
}

async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const start = (y * info.width + x) * 3;
    return [...data.subarray(start, start + 3)];
  };
  return { info, at };
}

const expectedNames: Record<string, string[]> = {
  amazon: ["PX100.MAIN.jpg", "PX100.PT01.jpg", "PX200.MAIN.jpg", "photo-files.csv"],
  walmart: [`${WIDE}/${WIDE}_01.jpg`, `${WIDE}/${WIDE}_02.jpg`, `${TALL}/${TALL}_01.jpg`],
  zalando: [`${WIDE}/${WIDE}_01.jpg`, `${WIDE}/${WIDE}_02.jpg`, `${TALL}/${TALL}_01.jpg`],
  shopify: [`${WIDE}/${WIDE}-01.jpg`, `${WIDE}/${WIDE}-02.jpg`, `${TALL}/${TALL}-01.jpg`],
  "google-merchant": [`${WIDE}/${WIDE}_01.jpg`, `${WIDE}/${WIDE}_02.jpg`, `${TALL}/${TALL}_01.jpg`],
  "web-1600": [`${WIDE}/${WIDE}_01.webp`, `${WIDE}/${WIDE}_02.webp`, `${TALL}/${TALL}_01.webp`],
};

describe("export presets", () => {
  it.each(EXPORT_PRESETS.map((preset) => [preset.id, preset] as const))(
    "%s: every image has the channel's size, format, background and file name",
    async (id, preset) => {
      const { files, headers } = await exportZip(id, items([WIDE, 2], [TALL, 1]));
      expect(headers.get("X-Accel-Buffering")).toBe("no");
      expect([...files.keys()]).toEqual(expectedNames[id]);
      for (const [name, bytes] of files) {
        if (name === "photo-files.csv") continue;
        const metadata = await sharp(bytes).metadata();
        expect(metadata.format, name).toBe(preset.format);
        expect(metadata.exif, name).toBeUndefined();
        // The photo's identity travels with it (decision 246): notice, item number, colour and season.
        const xmp = metadata.xmp?.toString("utf8") ?? "";
        expect(xmp, name).toContain("Trafalgar Brands. All rights reserved.");
        expect(xmp, name).toContain(name.includes("PX200") || name.includes(TALL) ? TALL : WIDE);
        expect(xmp, name).toContain("Café Noir");
        expect(xmp, name).toContain("FW26");
        expect(bytes.length, name).toBeLessThanOrEqual(preset.maxBytes);
        const source = name.includes(WIDE.replace("-", "")) || name.includes(WIDE) ? WIDE_SIZE : TALL_SIZE;
        const { info, at } = await pixels(bytes);
        if ("longSide" in preset.canvas) {
          // The photo's own shape, its long side at the bound, no padding: the corner is the photo.
          const scale = preset.canvas.longSide / Math.max(source.width, source.height);
          expect([info.width, info.height], name).toEqual([
            Math.round(source.width * scale),
            Math.round(source.height * scale),
          ]);
          expect(at(0, 0)[2], name).toBeGreaterThan(150);
        } else {
          expect([info.width, info.height], name).toEqual([preset.canvas.width, preset.canvas.height]);
          // Every photo here is padded on some side: the corners are the background (white).
          for (const [x, y] of [
            [0, 0],
            [info.width - 1, info.height - 1],
          ] as const) {
            for (const channel of at(x, y)) expect(channel, `${name} corner`).toBeGreaterThanOrEqual(250);
          }
          const [red, , blue] = at(Math.floor(info.width / 2), Math.floor(info.height / 2));
          expect(blue, `${name} centre`).toBeGreaterThan(150);
          expect(red, `${name} centre`).toBeLessThan(60);
        }
      }
    },
    60_000,
  );

  it("Originals stays the default: the photos byte for byte, in their item folders", async () => {
    const batch = items([WIDE, 2]);
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "photos", items: batch }),
    });
    const { download } = await prepared.json();
    const response = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
    const file = path.join(site.dataDir, "originals.zip");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const files = await zipContents(file);
    rmSync(file);
    const stored = await sharp({ create: { ...WIDE_SIZE, channels: 3, background: "#1040c0" } })
      .jpeg()
      .toBuffer();
    expect([...files.keys()]).toEqual([`${WIDE}/${photoName(WIDE, 1)}`, `${WIDE}/${photoName(WIDE, 2)}`]);
    expect(files.get(`${WIDE}/${photoName(WIDE, 1)}`)).toEqual(stored);
  });

  it("Amazon takes the main image and eight others; a photo that is no image is left out and reported", async () => {
    const { files } = await exportZip("amazon", items([MANY, 11], [BROKEN, 1]));
    expect([...files.keys()]).toEqual([
      "PX400.MAIN.jpg",
      ...numbers(8).map((number) => `PX400.PT0${number}.jpg`),
      "photos-left-out.txt",
      "photo-files.csv",
    ]);
    expect(files.get("photos-left-out.txt")?.toString()).toContain("PX300.MAIN.jpg");
    expect(files.get("photo-files.csv")?.toString()).not.toContain("PX300");
  });

  it("keeps every name in a zip unique, and says which file is which item when names hide it", async () => {
    const amazon = await exportZip("amazon", items([WIDE, 1], [WIDE_WITHOUT_DASH, 1]));
    expect([...amazon.files.keys()]).toEqual(["PX100.MAIN.jpg", "PX100-2.MAIN.jpg", "photo-files.csv"]);
    expect(amazon.files.get("photo-files.csv")?.toString()).toBe(
      `\uFEFFItem Number,File\r\n${WIDE},PX100.MAIN.jpg\r\n${WIDE_WITHOUT_DASH},PX100-2.MAIN.jpg\r\n`,
    );
    // Unzipped on Windows or macOS, names that differ only in case are one file.
    const walmart = await exportZip("walmart", items([WIDE, 1], [WIDE_LOWER_CASE, 1]));
    expect([...walmart.files.keys()]).toEqual([
      `${WIDE}/${WIDE}_01.jpg`,
      `${WIDE_LOWER_CASE}/${WIDE_LOWER_CASE}_01-2.jpg`,
    ]);
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({ mode: "photos", items: items([WIDE, 1], [WIDE_LOWER_CASE, 1]) }),
    });
    const { download } = await prepared.json();
    const response = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
    const file = path.join(site.dataDir, "originals-case.zip");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const originals = await zipContents(file);
    rmSync(file);
    expect([...originals.keys()]).toEqual([
      `${WIDE}/${photoName(WIDE, 1)}`,
      `${WIDE_LOWER_CASE}/${WIDE_LOWER_CASE}_01-2.jpg`,
    ]);
  });

  it("a second export of the same photos comes from the cache, the same bytes", async () => {
    const first = await exportZip("zalando", items([TALL, 1]));
    const cached = readdirSync(path.join(site.dataDir, "photo-exports"));
    expect(cached.length).toBeGreaterThan(0);
    const second = await exportZip("zalando", items([TALL, 1]));
    expect(second.files).toEqual(first.files);
    expect(readdirSync(path.join(site.dataDir, "photo-exports")).sort()).toEqual(cached.sort());
  });

  it("warns once per item and kind, naming the photos", async () => {
    const prepared = await prepare("amazon", items([WIDE, 2], [TALL, 1], [MANY, 11]));
    expect(prepared.status).toBe(201);
    const { warnings } = await prepared.json();
    // The test photos are plain blue: their background is not white either.
    expect(warnings).toEqual([
      { kind: "small", item: WIDE, photos: [1, 2], of: 2, ...WIDE_SIZE },
      { kind: "fill", item: WIDE, photos: [1, 2], of: 2, fill: 0.75 },
      { kind: "background", item: WIDE, photos: [1, 2], of: 2 },
      { kind: "fill", item: TALL, photos: [1], of: 1, fill: expect.closeTo(2 / 3, 3) },
      { kind: "background", item: TALL, photos: [1], of: 1 },
      { kind: "small", item: MANY, photos: numbers(9), of: 9, width: 300, height: 300 },
      { kind: "background", item: MANY, photos: numbers(9), of: 9 },
      { kind: "tooMany", item: MANY, count: 2 },
    ]);
  });

  it("refuses a preset it does not know with a 400", async () => {
    const response = await prepare("instagram", items([WIDE, 1]));
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("error");
  });
});

describe("a preset that asks for pure white", () => {
  /** Where the 2:1 product's box lands on Amazon's 2000 × 2000 canvas: 1800 × 900 inside 5 % margins. */
  const PRODUCT = { left: 100, top: 550, right: 1899, bottom: 1449 };
  /**
   * Background pixels: corners, and edge midpoints, between the margin and the product, and inside the
   * product's box a dozen pixels from the product itself (it spans about 127–1873 × 563–1435), in the
   * last JPEG block its edges do not cross: the background the thumbnail's region reaches only by being
   * grown into the product's edge (decision 247).
   */
  const background = [
    [0, 0],
    [1999, 0],
    [0, 1999],
    [1999, 1999],
    [1000, 0],
    [0, 1000],
    [1999, 1000],
    [1000, 1999],
    [1000, 500],
    [1000, 1500],
    [60, 1000],
    [1940, 1000],
    [104, 1000],
    [1892, 1000],
    [1000, 552],
    [1000, 1446],
  ] as const;
  /**
   * Product pixels near each of its edges and its centre. The trim leaves a little background around the
   * product (decision 247), so the product starts about 20 pixels inside the box.
   */
  const product = [
    [PRODUCT.left + 60, 1000],
    [PRODUCT.right - 60, 1000],
    [1000, PRODUCT.top + 60],
    [1000, PRODUCT.bottom - 60],
    [1000, 1000],
  ] as const;

  it("trims a grey or white studio photo to the product and makes its background RGB 255, the product whole", async () => {
    const { files } = await exportZip("amazon", items([GREY_STUDIO, 1], [WHITE_STUDIO, 1]));
    expect([...files.keys()]).toEqual(["PX500.MAIN.jpg", "PX600.MAIN.jpg", "photo-files.csv"]);
    files.delete("photo-files.csv");
    for (const [name, bytes] of files) {
      const { info, at } = await pixels(bytes);
      expect([info.width, info.height], name).toEqual([2000, 2000]);
      for (const [x, y] of background) expect(at(x, y), `${name} ${x}, ${y}`).toEqual([255, 255, 255]);
      for (const [x, y] of product) {
        const [red, green, blue] = at(x, y);
        expect(red, `${name} ${x}, ${y}`).toBeLessThan(45);
        expect(green, `${name} ${x}, ${y}`).toBeLessThan(65);
        expect(blue, `${name} ${x}, ${y}`).toBeGreaterThan(95);
      }
    }
  });

  it("leaves a patterned background as shot, warns of that photo by number, and flattens Walmart's too", async () => {
    const prepared = await prepare("walmart", items([PATTERNED, 1], [GREY_STUDIO, 1]));
    const { warnings } = await prepared.json();
    expect(warnings).toEqual(
      expect.arrayContaining([{ kind: "background", item: PATTERNED, photos: [1], of: 1 }]),
    );
    expect(warnings.filter(({ item }: { item: string }) => item === GREY_STUDIO)).toEqual([]);
    const { files } = await exportZip("walmart", items([PATTERNED, 1], [GREY_STUDIO, 1]));
    const patterned = await pixels(files.get(`${PATTERNED}/${PATTERNED}_01.jpg`) ?? Buffer.alloc(0));
    // Fitted whole (1800 × 1200 on 2200 × 2200): the stripes are still there inside the white padding.
    const top = (2200 - Math.round((2200 * SHOT.height) / SHOT.width)) / 2;
    expect(patterned.at(0, 0)).toEqual([255, 255, 255]);
    const stripeRow = Math.round(top + 20 * (2200 / SHOT.width));
    expect(patterned.at(1100, stripeRow)[0]).toBeLessThan(180);
    const grey = await pixels(files.get(`${GREY_STUDIO}/${GREY_STUDIO}_01.jpg`) ?? Buffer.alloc(0));
    for (const [x, y] of [
      [0, 0],
      [1100, 0],
      [0, 1100],
      [1100, 2199],
    ] as const) {
      expect(grey.at(x, y), `${x}, ${y}`).toEqual([255, 255, 255]);
    }
    expect(grey.at(1100, 1100)[2]).toBeGreaterThan(95);
  });

  it("leaves Originals byte for byte, with no metadata added", async () => {
    const { files } = await exportZip("originals", items([GREY_STUDIO, 1]));
    const [bytes] = [...files.values()];
    expect(bytes?.equals(readFileSync(path.join(catalogue, GREY_STUDIO, photoName(GREY_STUDIO, 1))))).toBe(
      true,
    );
  });
});

/** The catalogue's and the cache's files the server holds open now (Linux's list of its descriptors). */
function openFiles(): number {
  const fds = `/proc/${site.process.pid}/fd`;
  const roots = [realpathSync(catalogue), realpathSync(site.dataDir)];
  return readdirSync(fds).filter((fd) => {
    try {
      const target = readlinkSync(path.join(fds, fd));
      return (
        roots.some((root) => target.startsWith(root)) &&
        !target.includes(".sqlite") &&
        !target.endsWith(".db")
      );
    } catch {
      return false;
    }
  }).length;
}

describe("an abandoned preset export", () => {
  it("leaves the server's open files where they started after 20 cancelled downloads", async () => {
    const before = openFiles();
    const prepared = await prepare("walmart", items([MANY, 11], [WIDE, 2], [TALL, 1]));
    const { download } = await prepared.json();
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
      const reader = response.body?.getReader();
      await reader?.read();
      await reader?.cancel();
    }
    const deadline = Date.now() + 5_000;
    while (openFiles() > before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openFiles()).toBe(before);
    // Still answering, and still exporting.
    const { files } = await exportZip("walmart", items([WIDE, 1]));
    expect(files.size).toBe(1);
  }, 90_000);
});

/** The processes the server has started: its resizer, while it has one (decision 256). */
const serverChildren = () => childProcessesOf(site.process.pid ?? 0);

const environmentOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe("the resizer process", () => {
  // Items no other test exports, so their photos are resized rather than read from the cache.
  const FRESH = "PX-800";
  const FRESH_AGAIN = "PX-900";

  it("makes the photos in a child without the web server's memory settings, and leaves when idle", async () => {
    for (const number of numbers(2)) await writePhoto(FRESH, number, WIDE_SIZE);
    const { files } = await exportZip("zalando", items([FRESH, 2]));
    expect(files.size).toBe(2);
    const [resizer, ...others] = serverChildren();
    expect(others).toEqual([]);
    expect(resizer).toBeDefined();
    const resizerPid = resizer ?? 0;
    expect(readFileSync(`/proc/${resizerPid}/cmdline`, "utf8")).toMatch(/server\/resizer\.js/);
    const threshold = (pid: number) =>
      environmentOf(pid).find((entry) => entry.startsWith("MALLOC_MMAP_THRESHOLD_="));
    expect(threshold(resizerPid)).toBeUndefined();
    const { header } = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
    if (header.glibcVersionRuntime) expect(threshold(site.process.pid ?? 0)).toBeDefined();
    // Let go after ten seconds without work: still there after a few.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(serverChildren()).toEqual([resizerPid]);
    await until(() => serverChildren().length === 0, 20_000);
    expect(serverChildren()).toEqual([]);
  }, 60_000);

  it("is started again after it was killed, and the export still succeeds", async () => {
    for (const number of numbers(3)) await writePhoto(FRESH_AGAIN, number, TALL_SIZE);
    await exportZip("shopify", items([FRESH_AGAIN, 1]));
    const [first] = serverChildren();
    expect(first).toBeDefined();
    process.kill(first ?? 0, "SIGKILL");
    await until(() => !serverChildren().includes(first ?? 0), 5_000);
    const { files } = await exportZip("shopify", items([FRESH_AGAIN, 3]));
    expect(files.size).toBe(3);
    const [second] = serverChildren();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  }, 60_000);
});
