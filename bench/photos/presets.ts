import { existsSync, rmSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { SiteServer } from "../../tests/support/site-server.ts";
import { signIn } from "../../tests/support/staff-client.ts";
import { table, writeSection } from "../markdown.ts";
import { homeLatencies, peakResident, percentile } from "../process-measures.ts";
import { writePackshots } from "./packshots.ts";
import { onPhotoSite } from "./photo-site.ts";

/**
 * The export-preset benchmark (issue 21, figures in bench/README.md): the Amazon preset over 200 items × 6 real
 * JPEGs. Cold (every image resized) and warm (every image from the derived-image cache) images per second, the
 * server's peak RSS, the home page's p99 while the cold export runs, and warm time against the same zip of
 * originals. Needs the built site:
 *   BUILD_DIR=build-bench npm run build && BUILD_DIR=build-bench node bench/photos/presets.ts
 * `BENCH_PRESET_ITEMS=5` runs a small version (to check the script, not for figures).
 * `BENCH_PRESET_CATALOGUE=noise` exports the first catalogue instead of the packshots (decision 182): coloured
 * noise that a preset's output outweighs.
 */
const ITEMS = Number(process.env.BENCH_PRESET_ITEMS ?? 200);
const NOISE = process.env.BENCH_PRESET_CATALOGUE === "noise";
const PHOTOS_PER_ITEM = 6;
const PRESET = "amazon";
const DATA = path.join(tmpdir(), "trafalgar-bench-presets");
const CATALOGUE = path.join(DATA, NOISE ? `catalogue-${ITEMS}` : `packshots-${ITEMS}`);
const SITE_DATA = path.join(DATA, "site-data");
const itemNumber = (index: number) => `${String(70_000 + index)}-001`;

/** Coloured noise: 1600 × 1200, a gradient with texture, about 430 kB each. */
async function noiseCatalogue(): Promise<void> {
  for (let index = 0; index < ITEMS; index++) {
    const item = itemNumber(index);
    await mkdir(path.join(CATALOGUE, item), { recursive: true });
    for (let number = 1; number <= PHOTOS_PER_ITEM; number++) {
      const hue = (index * 37 + number * 11) % 360;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,70%)"/></linearGradient><filter id="n"><feTurbulence baseFrequency="0.6" numOctaves="2"/><feBlend in="SourceGraphic" mode="multiply"/></filter></defs><rect width="1600" height="1200" fill="url(#g)" filter="url(#n)"/></svg>`;
      await sharp(Buffer.from(svg))
        .jpeg({ quality: 85 })
        .toFile(path.join(CATALOGUE, item, `${item}_0${number}.jpg`));
    }
  }
}

async function presetCatalogue(): Promise<void> {
  const marker = path.join(CATALOGUE, ".complete");
  if (existsSync(marker)) return;
  rmSync(CATALOGUE, { recursive: true, force: true });
  if (NOISE) await noiseCatalogue();
  else {
    const files = batch.flatMap(({ item, photos }) =>
      photos.map((photo) => path.join(CATALOGUE, item, photo)),
    );
    await writePackshots(files, path.join(DATA, "packshot-shots"));
  }
  await writeFile(path.join(CATALOGUE, "item_number_master_directory.json"), "{}\n");
  await writeFile(marker, "");
}

const batch = Array.from({ length: ITEMS }, (_, index) => ({
  item: itemNumber(index),
  photos: Array.from({ length: PHOTOS_PER_ITEM }, (_, n) => `${itemNumber(index)}_0${n + 1}.jpg`),
}));

/** Prepares and downloads the batch as the page does; the time of the download itself, and its size. */
async function exportOnce(
  site: SiteServer,
  cookie: string,
  preset: string,
): Promise<{ time: number; bytes: number }> {
  const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
    body: JSON.stringify({ mode: "photos", preset, items: batch }),
  });
  const { url } = (await prepared.json()).download;
  const started = performance.now();
  const response = await fetch(`${site.origin}${url}`, { headers: { Cookie: cookie } });
  const reader = response.body?.getReader();
  let bytes = 0;
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) break;
    bytes += read.value.byteLength;
  }
  return { time: performance.now() - started, bytes };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

await presetCatalogue();
await onPhotoSite(CATALOGUE, SITE_DATA, async (site) => {
  const cookie = await signIn(site.origin, "198.51.100.201");
  await (await fetch(`${site.origin}/`)).arrayBuffer();
  const memory = peakResident(site.process.pid ?? 0);
  let exporting = true;
  const home = homeLatencies(site.origin, () => !exporting);
  const { time: cold } = await exportOnce(site, cookie, PRESET);
  exporting = false;
  const latencies = await home;
  const peak = memory.stop();
  const warm = await exportOnce(site, cookie, PRESET);
  const originals = await exportOnce(site, cookie, "originals");

  const images = ITEMS * PHOTOS_PER_ITEM;
  const rows = [
    ["Cold (resizing)", `${(images / (cold / 1000)).toFixed(1)} images/s`, `${(cold / 1000).toFixed(1)} s`],
    [
      "Warm (cache)",
      `${(images / (warm.time / 1000)).toFixed(1)} images/s`,
      `${(warm.time / 1000).toFixed(2)} s`,
    ],
    ["Originals, same items", "", `${(originals.time / 1000).toFixed(2)} s`],
  ];
  const summary = [
    `Server and its resizer during the cold export, peak memory together (PSS): ${(peak.withChildren / 1e6).toFixed(0)} MB (target ≤ 250 MB); the server's own peak RSS ${(peak.server / 1e6).toFixed(0)} MB`,
    `Home page during the cold export: p99 ${percentile(latencies, 0.99).toFixed(0)} ms over ${latencies.length} requests (target ≤ 200 ms)`,
    `Warm / originals: ${(warm.time / originals.time).toFixed(2)}× (target ≤ 1.2×)`,
    `Zip sizes: ${megabytes(warm.bytes)} made by the preset, ${megabytes(originals.bytes)} of originals; per megabyte the warm export takes ${(warm.time / warm.bytes / (originals.time / originals.bytes)).toFixed(2)}× the originals' time`,
  ];
  console.log(
    `${ITEMS} items × ${PHOTOS_PER_ITEM} photos, preset ${PRESET}, ${NOISE ? "noise" : "packshot"} catalogue`,
  );
  for (const row of rows) console.log(row.join("  "));
  for (const line of summary) console.log(line);
  if (ITEMS === 200) {
    writeSection(
      NOISE ? "photo-presets-noise" : "photo-presets",
      [
        table(["Export", "Rate", "Time"], rows),
        "",
        ...summary.map((line) => `- ${line}`),
        "",
        `Measured ${new Date().toISOString().slice(0, 10)} with \`${NOISE ? "BENCH_PRESET_CATALOGUE=noise " : ""}node bench/photos/presets.ts\`.`,
      ].join("\n"),
    );
  }
});
