import { execFileSync, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { type SiteServer, startSiteServer } from "../../tests/support/site-server.ts";
import { signIn } from "../../tests/support/staff-client.ts";
import { table, writeSection } from "../markdown.ts";
import { BIG_ITEMS, benchCatalogue, itemNumber, SMALL_ITEMS } from "./catalogue.ts";
import { referenceZip } from "./reference.ts";

/**
 * The Photo Downloader benchmark (see bench/README.md). Needs the built site:
 *   BUILD_DIR=build-bench npx react-router build && BUILD_DIR=build-bench node bench/photos/run.ts
 */
const DATA = path.join(tmpdir(), "trafalgar-bench-photos");
const CATALOGUE = path.join(DATA, "catalogue");
const OUT = path.join(DATA, "out");
const SITE_DATA = path.join(DATA, "site-data");
const items = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => itemNumber(from + index));
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** What the page does: look every item up (NDJSON), prepare the download, have it saved to a file. */
async function throughOurServer(
  site: SiteServer,
  cookie: string,
  mode: "photos" | "sheet",
  list: string[],
  file: string,
) {
  // The APIs take JSON from our own pages only: send the origin a browser would.
  const headers = { Cookie: cookie, "Content-Type": "application/json", Origin: site.origin };
  const lookup = await fetch(`${site.origin}/api/photos/lookups`, {
    method: "POST",
    headers,
    body: JSON.stringify({ mode, items: list }),
  });
  const resolved = (await lookup.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((line) => line.photos?.length > 0);
  const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
    method: "POST",
    headers,
    body: JSON.stringify({ mode, items: resolved }),
  });
  const { url } = (await prepared.json()).download;
  // Saved the way a browser's download manager saves it: bytes from the socket straight to the file.
  const download = await new Promise<IncomingMessage>((resolve, reject) =>
    get(`${site.origin}${url}`, { headers: { Cookie: cookie } }, resolve).once("error", reject),
  );
  if (download.statusCode !== 200) throw new Error(`download failed: HTTP ${download.statusCode}`);
  await pipeline(download, createWriteStream(file));
  return resolved.length;
}

/** Resident memory of a process now (Linux). */
function rss(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

async function withServer<T>(
  work: (site: SiteServer, cookie: string) => Promise<T>,
  databaseUrl = "",
): Promise<T> {
  // One data folder for every server, as in production: only the first start creates the database.
  const site = await startSiteServer({
    PHOTOS_DIR: CATALOGUE,
    DATA_DIR: SITE_DATA,
    DATABASE_URL: databaseUrl,
  });
  try {
    const cookie = await signIn(site.origin, "198.51.100.200");
    return await work(site, cookie);
  } finally {
    await site.stop();
  }
}

function ensureZip() {
  if (spawnSync("zip", ["-v"]).status === 0) return;
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "zip"], { stdio: "inherit" });
}

await benchCatalogue(CATALOGUE);
rmSync(OUT, { recursive: true, force: true });
rmSync(SITE_DATA, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
mkdirSync(SITE_DATA, { recursive: true });
ensureZip();
const batch = items(200);

const results = await withServer(async (site, cookie) => {
  // Warm the page cache and the server once, so the three methods read the same warm files.
  await throughOurServer(site, cookie, "photos", batch, path.join(OUT, "warm.zip"));
  const [, ours] = await timed(() =>
    throughOurServer(site, cookie, "photos", batch, path.join(OUT, "ours.zip")),
  );
  const [, reference] = await timed(async () =>
    writeFile(path.join(OUT, "reference.zip"), await referenceZip(site.origin, batch)),
  );
  const [, sheet] = await timed(() =>
    throughOurServer(site, cookie, "sheet", items(BIG_ITEMS + SMALL_ITEMS), path.join(OUT, "sheet.csv")),
  );
  return { ours, reference, sheet };
});
const [, native] = await timed(async () => {
  execFileSync("zip", ["-0", "-q", "-r", path.join(OUT, "native.zip"), ...batch], { cwd: CATALOGUE });
});

/** Peak resident memory of a fresh server while it streams a batch, sampled every 10 ms during the batch. */
async function peakDuringBatch(count: number, databaseUrl: string): Promise<number> {
  return withServer(async (site, cookie) => {
    const file = path.join(OUT, `rss-${count}.zip`);
    const pid = site.process.pid ?? 0;
    let peak = rss(pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(pid));
    }, 10);
    await throughOurServer(site, cookie, "photos", items(count), file);
    clearInterval(sampler);
    return Math.max(peak, rss(pid));
  }, databaseUrl);
}

// Each engine: the peak during a 50 MB batch and during the whole 500 MB catalogue, each from a fresh server.
const peakRows: string[][] = [];
const peaks: Record<string, number> = {};
const postgres = await startPostgres();
try {
  for (const [engine, databaseUrl] of [
    ["SQLite (embedded default)", ""],
    ["PostgreSQL (`DATABASE_URL`)", postgres.url],
  ] as const) {
    const small = await peakDuringBatch(40, databaseUrl);
    const large = await peakDuringBatch(BIG_ITEMS, databaseUrl);
    rmSync(SITE_DATA, { recursive: true, force: true });
    mkdirSync(SITE_DATA, { recursive: true });
    peaks[engine] = large - small;
    peakRows.push([engine, mb(small), mb(large), mb(large - small)]);
    console.log(`${engine}: server peak RSS ${mb(small)} (50 MB zip), ${mb(large)} (500 MB zip)`);
  }
} finally {
  await postgres.stop();
}
writeSection(
  "photo-memory",
  [
    table(["Engine", "Peak RSS, 50 MB zip", "Peak RSS, 500 MB zip", "Growth"], peakRows),
    "",
    `Measured ${new Date().toISOString().slice(0, 10)}: a fresh server per batch on a database that already`,
    "exists, resident memory sampled every 10 ms while the zip streams to a file. Target: ≤ 200 MB at the 500 MB peak.",
  ].join("\n"),
);

const size = statSync(path.join(OUT, "ours.zip")).size;
console.log(`\n200 items × 6 photos, zip of ${mb(size)}`);
console.log(`(a) our server, end to end:          ${seconds(results.ours)}`);
console.log(`(b) spec's method (probe + in-memory): ${seconds(results.reference)}`);
console.log(`(c) zip -0 -r:                        ${seconds(native)}`);
console.log(`(b)/(a) = ${(results.reference / results.ours).toFixed(1)}×   (target ≥ 5×)`);
console.log(`(a)/(c) = ${(results.ours / native).toFixed(2)}×   (target ≤ 1.5×)`);
for (const [engine, growth] of Object.entries(peaks)) {
  console.log(`${engine}: peak RSS growth 50 MB → 500 MB batch: ${mb(growth)}   (target < 100 MB)`);
}
console.log(
  `sheet of ${BIG_ITEMS + SMALL_ITEMS} items, end to end: ${seconds(results.sheet)}   (target < 1 s)`,
);
rmSync(OUT, { recursive: true, force: true });
rmSync(SITE_DATA, { recursive: true, force: true });
