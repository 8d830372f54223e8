import { existsSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { signIn } from "../../tests/support/staff-client.ts";
import { table, writeSection } from "../markdown.ts";
import { homeLatencies, peakResident, percentile } from "../process-measures.ts";
import { writePackshots } from "./packshots.ts";
import { onPhotoSite } from "./photo-site.ts";

/**
 * The line-sheet benchmark (issue 36, figures in bench/README.md): a brand's season of 300 styles, each in
 * two colourways of three packshots (2400 × 1600 JPEGs), made into a PDF through the page's form and
 * downloaded, from a fresh derived-image cache (cold, three rounds) and again (warm), each after the form's
 * page was opened. The peak memory of the server and its resizer, and the home page's p99, are measured while
 * each cold sheet is made. Needs the built site:
 *   BUILD_DIR=build-bench npm run build && BUILD_DIR=build-bench node bench/photos/line-sheets.ts
 * `BENCH_LINE_SHEET_STYLES=10` runs a small version (to check the script, not for figures).
 */
const STYLES = Number(process.env.BENCH_LINE_SHEET_STYLES ?? 300);
/**
 * Cold sheets, each on a freshly started server with an empty derived-image cache: the figure is their median,
 * since on this noisy machine one run can read a second slower than the next (the first after a build has
 * the photos out of the page cache).
 */
const ROUNDS = 3;
const COLOURWAYS = ["Black", "Stone"];
const PHOTOS_PER_ITEM = 3;
const BRAND = "Aquatalia";
const SEASON = "FW26";
const DATA = path.join(tmpdir(), "trafalgar-bench-line-sheets");
const CATALOGUE = path.join(DATA, `catalogue-${STYLES}`);
const SITE_DATA = path.join(DATA, "site-data");

const items = Array.from({ length: STYLES }, (_, style) =>
  COLOURWAYS.map((color, index) => ({
    item: `${40_000 + style}-${String(index + 1).padStart(3, "0")}`,
    name: `Style ${style + 1}`,
    color,
  })),
).flat();

async function lineSheetCatalogue(): Promise<void> {
  const marker = path.join(CATALOGUE, ".complete");
  if (existsSync(marker)) return;
  rmSync(CATALOGUE, { recursive: true, force: true });
  const files = items.flatMap(({ item }) =>
    Array.from({ length: PHOTOS_PER_ITEM }, (_, n) => path.join(CATALOGUE, item, `${item}_0${n + 1}.jpg`)),
  );
  await writePackshots(files, path.join(DATA, "packshot-shots"));
  const directory = Object.fromEntries(
    items.map(({ item, name, color }) => [
      item,
      {
        has_photos: true,
        brand_name: BRAND,
        season_code: SEASON,
        item_name: name,
        color,
        material: "Leather",
      },
    ]),
  );
  await writeFile(path.join(CATALOGUE, "item_number_master_directory.json"), JSON.stringify(directory));
  await writeFile(marker, "");
}

/** A person opens the form's page and takes at least this long to choose a brand and season. */
const FILLING_IN_MS = 2000;

const formPage = (origin: string) => `${origin}/tools/photo-downloader/line-sheets`;

/** Opens the form's page, as a person does before making a sheet, and fills it in. */
async function openForm(origin: string, cookie: string) {
  await (await fetch(formPage(origin), { headers: { Cookie: cookie } })).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, FILLING_IN_MS));
}

/** Makes the line sheet through the form, then downloads it whole; the times of both, and its size. */
async function lineSheet(origin: string, cookie: string) {
  const started = performance.now();
  const made = await fetch(formPage(origin), {
    method: "POST",
    headers: { Cookie: cookie },
    body: new URLSearchParams({ brand: BRAND, season: SEASON, language: "en", manager: "Jane Tremblay" }),
  });
  const link = /href="(\/api\/photos\/line-sheets\/[A-Za-z0-9_-]{24})"/.exec(await made.text())?.[1];
  if (!link) throw new Error(`no line sheet made (HTTP ${made.status})`);
  const lookedUp = performance.now();
  const pdf = await fetch(`${origin}${link}`, { headers: { Cookie: cookie } });
  const bytes = (await pdf.arrayBuffer()).byteLength;
  if (pdf.status !== 200) throw new Error(`PDF HTTP ${pdf.status}`);
  const done = performance.now();
  return { make: lookedUp - started, draw: done - lookedUp, total: done - started, bytes };
}

/**
 * One cold sheet on a freshly started server, with the memory and the home page's latencies meanwhile; in the
 * last round, a warm one after it.
 */
async function round(withWarm: boolean) {
  return onPhotoSite(CATALOGUE, SITE_DATA, async (site) => {
    const cookie = await signIn(site.origin, "198.51.100.202");
    await (await fetch(`${site.origin}/`)).arrayBuffer();
    const memory = peakResident(site.process.pid ?? 0);
    await openForm(site.origin, cookie);
    let making = true;
    const home = homeLatencies(site.origin, () => !making);
    const cold = await lineSheet(site.origin, cookie);
    making = false;
    const latencies = await home;
    const peak = memory.stop();
    if (!withWarm) return { cold, latencies, peak };
    await openForm(site.origin, cookie);
    return { cold, latencies, peak, warm: await lineSheet(site.origin, cookie) };
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const row = (name: string, { make, draw, total, bytes }: Awaited<ReturnType<typeof lineSheet>>) => [
  name,
  seconds(make),
  seconds(draw),
  seconds(total),
  megabytes(bytes),
];

await lineSheetCatalogue();
const rounds = [];
for (let index = 0; index < ROUNDS; index++) rounds.push(await round(index === ROUNDS - 1));
const warm = rounds.at(-1)?.warm;
if (!warm) throw new Error("no warm line sheet was made");
const colds = rounds.map(({ cold }) => cold);
const median = [...colds].sort((a, b) => a.total - b.total)[Math.floor(ROUNDS / 2)] ?? warm;
const peak = Math.max(...rounds.map(({ peak }) => peak.withChildren));
const serverPeak = Math.max(...rounds.map(({ peak }) => peak.server));
const p99s = rounds.map(({ latencies }) => percentile(latencies, 0.99));
const rows = [
  ...colds.map((cold, index) => row(`Cold (photos resized), round ${index + 1}`, cold)),
  row("Warm (derived-image cache)", warm),
];
const summary = [
  `Cold line sheet of ${STYLES} styles, median of ${ROUNDS} rounds: ${seconds(median.total)} (target ≤ 5 s; rounds ${colds.map(({ total }) => seconds(total)).join(", ")}), ${megabytes(median.bytes)} (target ≤ 5 MB)`,
  `Server and its resizer while it is made, peak memory together (PSS), highest round: ${(peak / 1e6).toFixed(0)} MB (target ≤ 250 MB); the server's own peak RSS ${(serverPeak / 1e6).toFixed(0)} MB`,
  `Home page meanwhile: p99 ${p99s.map((p99) => p99.toFixed(0)).join(", ")} ms in the ${ROUNDS} rounds, over ${rounds.map(({ latencies }) => latencies.length).join(", ")} requests (target ≤ 200 ms)`,
];
console.log(`${STYLES} styles × ${COLOURWAYS.length} colourways × ${PHOTOS_PER_ITEM} packshots`);
for (const line of rows) console.log(line.join("  "));
for (const line of summary) console.log(line);
if (STYLES === 300) {
  writeSection(
    "line-sheets",
    [
      table(["Line sheet", "Form (lookup)", "PDF drawn and sent", "Total", "Size"], rows),
      "",
      ...summary.map((line) => `- ${line}`),
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} with \`node bench/photos/line-sheets.ts\`.`,
    ].join("\n"),
  );
}
