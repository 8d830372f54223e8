import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CATALOGUE_DIR } from "../../app/lib/config.server.ts";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";
import { zipContents } from "../support/zip-contents.ts";

const CATALOGUE = path.resolve(import.meta.dirname, "../..", SAMPLE_CATALOGUE_DIR);
const PHOTOS = "/images/product_photos_item_numbers";
const { zeroBytePhoto, bridgedGaps, gapOfThree, listedWithoutPhotos, fullSet } = EDGE_CASE_ITEMS;

let site: SiteServer;
let cookie: string;

beforeAll(async () => {
  site = await startSiteServer({ PUBLIC_SITE_ORIGIN: "https://www.trafalgarbrands.example" });
  cookie = await signIn(site.origin, "198.51.100.70");
});

afterAll(async () => {
  await site?.stop();
});

/** A POST as the Photo Downloader page's own fetch sends it: JSON, with the page's origin. */
const post = (url: string, body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${site.origin}${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("Photo Downloader APIs", () => {
  it("answer 401 to anyone signed out", async () => {
    const answers = [
      await fetch(`${site.origin}/api/photos/directory`),
      await fetch(`${site.origin}/api/photos/downloads/x`),
      await post("/api/photos/lookups", { mode: "photos", items: [bridgedGaps] }, {}),
      await post("/api/photos/downloads", { mode: "photos", items: [] }, {}),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ error: "unauthorized" });
    }
  });

  it("stream one line per item, in the order asked, as each is resolved", async () => {
    const response = await post("/api/photos/lookups", {
      mode: "photos",
      items: [gapOfThree, listedWithoutPhotos, zeroBytePhoto, bridgedGaps],
    });
    expect(response.headers.get("Content-Type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { item: gapOfThree, photos: [`${gapOfThree}_01.jpg`, `${gapOfThree}_02.jpg`] },
      { item: listedWithoutPhotos, photos: [] },
      { item: zeroBytePhoto, photos: [`${zeroBytePhoto}_01.jpg`, `${zeroBytePhoto}_03.jpg`] },
      { item: bridgedGaps, photos: ["01", "02", "04", "07"].map((n) => `${bridgedGaps}_${n}.jpg`) },
    ]);
  });

  it("refuse bad input with a 4xx and a reason, never a 500", async () => {
    const cases: Array<[string, unknown]> = [
      ["/api/photos/lookups", "not json"],
      ["/api/photos/lookups", { mode: "photos", items: ["../../etc/passwd"] }],
      ["/api/photos/lookups", { mode: "zip", items: [bridgedGaps] }],
      ["/api/photos/lookups", { mode: "photos", items: [] }],
      [
        "/api/photos/downloads",
        { mode: "photos", items: [{ item: bridgedGaps, photos: ["../../../package.json"] }] },
      ],
      ["/api/photos/downloads", { mode: "photos", items: [{ item: "..", photos: ["x_01.jpg"] }] }],
      [
        "/api/photos/downloads",
        {
          mode: "photos",
          items: [{ item: bridgedGaps, photos: [`${bridgedGaps}_01.jpg`, `${bridgedGaps}_01.jpg`] }],
        },
      ],
      [
        "/api/photos/downloads",
        { mode: "sheet", items: [{ item: bridgedGaps, photos: [`${gapOfThree}_01.jpg`] }] },
      ],
    ];
    for (const [url, body] of cases) {
      const response = await post(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toHaveProperty("error");
    }
    const unknown = await fetch(`${site.origin}/api/photos/downloads/unknown-id`, {
      headers: { Cookie: cookie },
    });
    expect(unknown.status).toBe(404);
  });

  it("stream a prepared zip and serve a prepared sheet linked from PUBLIC_SITE_ORIGIN", async () => {
    const items = [{ item: bridgedGaps, photos: [`${bridgedGaps}_01.jpg`, `${bridgedGaps}_07.jpg`] }];
    const zip = await post("/api/photos/downloads", { mode: "photos", items });
    expect(zip.status).toBe(201);
    const { download, leftOut } = await zip.json();
    expect(leftOut).toEqual([]);
    const { url, fileName } = download;
    expect(fileName).toMatch(/^photos_\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.zip$/);
    const archive = await fetch(`${site.origin}${url}`, { headers: { Cookie: cookie } });
    expect(archive.headers.get("Content-Type")).toBe("application/zip");
    expect(archive.headers.get("Content-Disposition")).toBe(`attachment; filename="${fileName}"`);
    const bytes = Buffer.from(await archive.arrayBuffer());
    const photo = readFileSync(path.join(CATALOGUE, bridgedGaps, `${bridgedGaps}_07.jpg`));
    // Stored, not compressed: each photo's bytes appear unchanged inside the archive.
    expect(bytes.includes(photo)).toBe(true);

    const sheet = await post("/api/photos/downloads", { mode: "sheet", items });
    const prepared = (await sheet.json()).download;
    const csv = await fetch(`${site.origin}${prepared.url}`, { headers: { Cookie: cookie } });
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toBe(
      `Item Number,Image URL\r\n${bridgedGaps},https://www.trafalgarbrands.example${PHOTOS}/${bridgedGaps}/${bridgedGaps}_01.jpg\r\n` +
        `${bridgedGaps},https://www.trafalgarbrands.example${PHOTOS}/${bridgedGaps}/${bridgedGaps}_07.jpg\r\n`,
    );
  });

  it("keep serving after a client abandons a zip halfway, and answer HEAD without reading photos", async () => {
    // More photos than the download has read buffers, so each buffer is reused.
    const photosOf = (item: string, numbers: string[]) => numbers.map((n) => `${item}_${n}.jpg`);
    const items = [
      { item: fullSet, photos: photosOf(fullSet, ["01", "02", "03", "04", "05", "06", "07", "08"]) },
      { item: bridgedGaps, photos: photosOf(bridgedGaps, ["01", "02", "04", "07"]) },
    ];
    const prepared = (await (await post("/api/photos/downloads", { mode: "photos", items })).json()).download;
    const abandoned = await fetch(`${site.origin}${prepared.url}`, { headers: { Cookie: cookie } });
    const reader = abandoned.body?.getReader();
    await reader?.read();
    await reader?.cancel();

    const head = await fetch(`${site.origin}${prepared.url}`, {
      method: "HEAD",
      headers: { Cookie: cookie },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("Content-Type")).toBe("application/zip");
    expect(head.headers.get("Cache-Control")).toBe("no-store");
    expect(head.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const whole = await fetch(`${site.origin}${prepared.url}`, { headers: { Cookie: cookie } });
    const bytes = Buffer.from(await whole.arrayBuffer());
    for (const { item, photos } of items) {
      for (const photo of photos) {
        expect(bytes.includes(readFileSync(path.join(CATALOGUE, item, photo))), photo).toBe(true);
      }
    }
  });

  it("serve the master directory to staff only", async () => {
    const response = await fetch(`${site.origin}/api/photos/directory`, { headers: { Cookie: cookie } });
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const directory = await response.json();
    expect(directory[bridgedGaps]).toMatchObject({ has_photos: true });
    const publicCopy = await fetch(`${site.origin}${PHOTOS}/item_number_master_directory.json`);
    expect(publicCopy.status).toBe(404);
  });
});

describe("public product photos", () => {
  it("are served from PHOTOS_DIR, usable from other sites", async () => {
    const response = await fetch(`${site.origin}${PHOTOS}/${bridgedGaps}/${bridgedGaps}_04.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      readFileSync(path.join(CATALOGUE, bridgedGaps, `${bridgedGaps}_04.jpg`)),
    );
  });

  it("never reach outside the catalogue or anything but a photo", async () => {
    for (const attempt of [
      `${PHOTOS}/..%2F..%2Fpackage.json`,
      `${PHOTOS}/${bridgedGaps}/..%2F..%2F..%2Fpackage.json`,
      `${PHOTOS}/${bridgedGaps}/${bridgedGaps}_01.jpg%00.png`,
      `${PHOTOS}/%2e%2e/%2e%2e/package.json`,
      `${PHOTOS}/${bridgedGaps}/${gapOfThree}_01.jpg`,
      `${PHOTOS}/.inputs-hash`,
    ]) {
      const response = await fetch(`${site.origin}${attempt}`);
      expect(response.status, attempt).toBe(404);
      expect(response.headers.get("Content-Type"), attempt).not.toBe("image/jpeg");
    }
  });
});

/** The Photo Downloader's form as a browser without scripts posts it: URL-encoded, from the page's origin. */
const postForm = (fields: Record<string, string>, headers: Record<string, string> = { Cookie: cookie }) =>
  fetch(`${site.origin}/tools/photo-downloader`, {
    method: "POST",
    headers: { Origin: site.origin, "Sec-Fetch-Site": "same-origin", ...headers },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** Where a form post sends the browser, fetched as the browser then does: the download itself. */
async function followed(response: Response): Promise<Response> {
  expect(response.status).toBe(303);
  const location = response.headers.get("Location") ?? "";
  expect(location).toMatch(/^\/api\/photos\/downloads\/[\w-]+$/);
  return fetch(`${site.origin}${location}`, { headers: { Cookie: cookie } });
}

/** The entries of a zip answered over HTTP. */
async function zipOf(response: Response): Promise<Map<string, Buffer>> {
  const folder = mkdtempSync(path.join(tmpdir(), "trafalgar-nojs-zip-"));
  try {
    const file = path.join(folder, "photos.zip");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    return await zipContents(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("the Photo Downloader's form without scripts", () => {
  it("answers photo mode with the zip, one folder per item, photos byte for byte", async () => {
    const posted = await postForm({
      items: `${bridgedGaps}\r\n${gapOfThree}, ${listedWithoutPhotos}`,
      mode: "photos",
      preset: "originals",
      format: "links",
    });
    const archive = await followed(posted);
    expect(archive.headers.get("Content-Type")).toBe("application/zip");
    expect(archive.headers.get("Content-Disposition")).toMatch(/^attachment; filename="photos_.+\.zip"$/);
    const files = await zipOf(archive);
    const expected = [
      ...["01", "02", "04", "07"].map((n) => `${bridgedGaps}/${bridgedGaps}_${n}.jpg`),
      ...["01", "02"].map((n) => `${gapOfThree}/${gapOfThree}_${n}.jpg`),
    ];
    expect([...files.keys()]).toEqual(expected);
    for (const [name, bytes] of files) {
      expect(bytes.equals(readFileSync(path.join(CATALOGUE, name))), name).toBe(true);
    }
  });

  it("holds a preset's zip the pre-flight warns about: the warnings first, then the person starts it", async () => {
    // The sample photos are below Web 1600's long side: the page answers, nothing is downloaded yet.
    const posted = await postForm({ items: bridgedGaps, mode: "photos", preset: "web-1600" });
    expect(posted.status).toBe(200);
    expect(posted.headers.get("Location")).toBeNull();
    const html = await posted.text();
    expect(html).toMatch(/>Web \(1600\s+px WebP\) may refuse some of these photos\. Read the warnings below/);
    expect(html).toMatch(
      new RegExp(`Item <span class="whitespace-nowrap">${bridgedGaps}</span>: 4 of 4 photos`),
    );
    const link =
      /<a href="(\/api\/photos\/downloads\/[\w-]+)" download="photos_[^"]+\.zip"[^>]*>Download anyway<\/a>/.exec(
        html,
      )?.[1];
    expect(link).toBeDefined();
    const files = await zipOf(await fetch(`${site.origin}${link}`, { headers: { Cookie: cookie } }));
    // The preset numbers the photos it holds in order: 01 to 04 for photos 01, 02, 04 and 07.
    expect([...files.keys()]).toEqual(
      ["01", "02", "03", "04"].map((n) => `${bridgedGaps}/${bridgedGaps}_${n}.webp`),
    );
    for (const bytes of files.values()) {
      const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
      expect(format).toBe("webp");
      expect(Math.max(width, height)).toBeLessThanOrEqual(1600);
    }
  });

  it("answers sheet mode with the CSV, and the run is in the history like any other", async () => {
    const csv = await followed(
      await postForm({ items: gapOfThree, mode: "sheet", preset: "originals", format: "links" }),
    );
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="photo_links_.+\.csv"$/);
    const origin = "https://www.trafalgarbrands.example";
    expect(await csv.text()).toBe(
      `Item Number,Image URL\r\n${gapOfThree},${origin}${PHOTOS}/${gapOfThree}/${gapOfThree}_01.jpg\r\n` +
        `${gapOfThree},${origin}${PHOTOS}/${gapOfThree}/${gapOfThree}_02.jpg\r\n`,
    );
    const history = await (
      await fetch(`${site.origin}/tools/photo-downloader/history`, { headers: { Cookie: cookie } })
    ).text();
    expect(history).toContain("Sheet Creation");
    expect(history).toContain(gapOfThree);
  });

  it("answers the page with its message and a 4xx when there is nothing to send, in the member's language", async () => {
    const french = { Cookie: `${cookie}; i18next=fr` };
    const cases: Array<[Record<string, string>, Record<string, string>, number, string]> = [
      [
        { items: "", mode: "photos" },
        { Cookie: cookie },
        400,
        "Please enter at least one item number or select products",
      ],
      [
        { items: "../secret photo.jpg", mode: "sheet" },
        { Cookie: cookie },
        400,
        "No valid item numbers provided",
      ],
      [
        { items: Array.from({ length: 5001 }, (_, n) => `A${n}`).join(","), mode: "photos" },
        { Cookie: cookie },
        400,
        "Too many item numbers: 5001. A batch holds at most 5000",
      ],
      [
        { items: `${listedWithoutPhotos},99999-999`, mode: "photos" },
        { Cookie: cookie },
        422,
        "No photos were found for any of the provided item numbers",
      ],
      [
        { items: "", mode: "photos" },
        french,
        400,
        "Veuillez entrer au moins un numéro d’article ou sélectionner des produits",
      ],
      [
        { items: `${listedWithoutPhotos}`, mode: "photos" },
        french,
        422,
        `Aucune photo trouvée pour l’article ${listedWithoutPhotos}`,
      ],
    ];
    for (const [fields, headers, status, message] of cases) {
      const answer = await postForm(fields, headers);
      expect(answer.status, message).toBe(status);
      expect(answer.headers.get("Content-Type")).toMatch(/^text\/html/);
      // Item numbers are kept on one line by a span of their own.
      const html = (await answer.text()).replace(/<span class="whitespace-nowrap">([^<]*)<\/span>/g, "$1");
      // Compared as a flag: a failure would otherwise print the whole page, with its 5,001 item numbers.
      expect(html.includes(message), message).toBe(true);
      // The form comes back as it was posted, to be corrected.
      expect(html).toContain(`>${fields.items?.slice(0, 40) ?? ""}`);
    }
  });

  it("refuses a form no page sends, a post from another site, and anyone signed out", async () => {
    expect((await postForm({ items: bridgedGaps, mode: "zip" })).status).toBe(400);
    const crossSite = await postForm(
      { items: bridgedGaps, mode: "photos" },
      { Cookie: cookie, Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
    const signedOut = await postForm({ items: bridgedGaps, mode: "photos" }, {});
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/tools/login");
  });
});

describe("product thumbnails", () => {
  const thumbnail = (item: string, headers: Record<string, string> = { Cookie: cookie }) =>
    fetch(`${site.origin}/api/photos/thumbnails/${item}`, { headers });

  it("are small WebP squares, kept by the member's browser, made once and then read from the cache", async () => {
    const cacheFiles = () => readdirSync(path.join(site.dataDir, "photo-exports")).length;
    const first = await thumbnail(fullSet);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/webp");
    expect(first.headers.get("Cache-Control")).toBe("private, max-age=86400");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(16 * 1024);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 96, height: 96 });
    const cached = cacheFiles();

    const again = await thumbnail(fullSet);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(cacheFiles()).toBe(cached);
    const etag = again.headers.get("ETag") ?? "";
    const revalidated = await thumbnail(fullSet, { Cookie: cookie, "If-None-Match": etag });
    expect(revalidated.status).toBe(304);

    // Photo 01 of this item is empty: its first photo that counts is drawn.
    expect((await thumbnail(zeroBytePhoto)).status).toBe(200);
  });

  it("are refused to anyone signed out, and not found for an item without photos", async () => {
    const signedOut = await thumbnail(fullSet, {});
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "unauthorized" });
    for (const item of [listedWithoutPhotos, "..%2F..%2Fpackage.json", "no.such.item"]) {
      expect((await thumbnail(item)).status, item).toBe(404);
    }
  });
});
