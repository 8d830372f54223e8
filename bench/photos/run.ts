import { execFileSync, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { type SiteServer, startSiteServer } from "../../tests/support/site-server.ts";
import { signIn } from "../../tests/support/staff-client.ts";
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

async function withServer<T>(work: (site: SiteServer, cookie: string) => Promise<T>): Promise<T> {
  // One data folder for every server, as in production: only the first start creates the database.
  const site = await startSiteServer({ PHOTOS_DIR: CATALOGUE, DATA_DIR: SITE_DATA });
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

const peaks: Record<string, number> = {};
for (const [label, count] of [
  ["50 MB", 40],
  ["500 MB", BIG_ITEMS],
] as const) {
  peaks[label] = await withServer(async (site, cookie) => {
    const file = path.join(OUT, `rss-${count}.zip`);
    // Sampled during the batch: the high-water mark since start-up would show loading the database instead.
    const pid = site.process.pid ?? 0;
    let peak = rss(pid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(pid));
    }, 10);
    await throughOurServer(site, cookie, "photos", items(count), file);
    clearInterval(sampler);
    peak = Math.max(peak, rss(pid));
    console.log(`batch ${label}: zip of ${mb(statSync(file).size)}, server peak RSS ${mb(peak)}`);
    return peak;
  });
}

const size = statSync(path.join(OUT, "ours.zip")).size;
console.log(`\n200 items × 6 photos, zip of ${mb(size)}`);
console.log(`(a) our server, end to end:          ${seconds(results.ours)}`);
console.log(`(b) spec's method (probe + in-memory): ${seconds(results.reference)}`);
console.log(`(c) zip -0 -r:                        ${seconds(native)}`);
console.log(`(b)/(a) = ${(results.reference / results.ours).toFixed(1)}×   (target ≥ 5×)`);
console.log(`(a)/(c) = ${(results.ours / native).toFixed(2)}×   (target ≤ 1.5×)`);
const growth = (peaks["500 MB"] ?? 0) - (peaks["50 MB"] ?? 0);
console.log(`peak RSS growth 50 MB → 500 MB batch: ${mb(growth)}   (target < 100 MB)`);
console.log(
  `sheet of ${BIG_ITEMS + SMALL_ITEMS} items, end to end: ${seconds(results.sheet)}   (target < 1 s)`,
);
rmSync(OUT, { recursive: true, force: true });
rmSync(SITE_DATA, { recursive: true, force: true });
