// The server process's memory and start time, on the embedded database and on PostgreSQL, and how the
// embedded default copes with load and gives memory back after it. Run after `npm run build` (BUILD_DIR is
// honoured as by the server), alone on the machine:
//   node bench/memory/run.ts           (writes its tables into bench/README.md; `… run.ts load`: load only;
//                                       `… run.ts kinds`: each kind of uncached page flooded alone, printed)
// Each engine: a first start on an empty DATA_DIR (time to the first answered page), resident memory once
// idle, after 400 page loads, and the process's peak (VmHWM) over the run. Then, on the embedded default,
// each on a fresh server: idle after 15 page loads; a flood of random addresses; cold preset resizes then
// the same flood (the peak while it lasts, and resident memory each second for 30 s after it).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import {
  freePort,
  sharedDeploymentSettings,
  TEST_OWNER_EMAIL,
  TEST_OWNER_NAME,
  TEST_TOOLS_PASSWORD,
} from "../../tests/support/site-server.ts";
import { table, writeSection } from "../markdown.ts";
import { coldResizes, flood, UNCACHED } from "./load.ts";

const PAGES = [
  "/",
  "/about",
  "/services",
  "/distribution",
  "/brands",
  "/brands/aquatalia",
  "/b2b",
  "/contact",
];
const PAGE_LOADS = 400;
/**
 * Idle means after V8's memory reducer has run: some 8 to 20 s after activity stops it collects and returns
 * what start-up and the last requests left behind. The reading one second after the first page shows that
 * transient.
 */
const SETTLE_MS = 30_000;
const JUST_AFTER_MS = 1000;

/** Resident and peak resident memory of a process, in MB, from Linux's own accounting. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(field("VmRSS") / 1024), peak: Math.round(field("VmHWM") / 1024) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Linux's peak resident figure (VmHWM) starts again from the current one (proc(5), clear_refs). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** Starts `node server/start.js` and measures from the spawn to the first page answered in full. */
async function start(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; origin: string; firstMs: number }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["server/start.js"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      // The production build as `npm start` runs it: a second factor offered, not required, for the sign-ins.
      NODE_ENV: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_SITE_ORIGIN: origin,
      ...env,
    },
    stdio: "ignore",
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/`);
      await response.arrayBuffer();
      if (response.ok) return { child, origin, firstMs: Math.round(performance.now() - started) };
    } catch {
      // Not listening yet.
    }
    await pause(10);
  }
}

async function measure(engine: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-memory-"));
  const { child, origin, firstMs } = await start({
    DATA_DIR: dataDir,
    TOOLS_PASSWORD: TEST_TOOLS_PASSWORD,
    OWNER_EMAIL: TEST_OWNER_EMAIL,
    OWNER_NAME: TEST_OWNER_NAME,
    ...env,
  });
  const pid = child.pid ?? 0;
  try {
    await pause(JUST_AFTER_MS);
    const justAfter = memory(pid);
    await pause(SETTLE_MS - JUST_AFTER_MS);
    const idle = memory(pid);
    for (let i = 0; i < PAGE_LOADS; i++) {
      const page = PAGES[i % PAGES.length];
      const response = await fetch(`${origin}${page}?lng=${i % 2 ? "fr" : "en"}`);
      await response.arrayBuffer();
    }
    await pause(SETTLE_MS);
    const loaded = memory(pid);
    return [
      engine,
      `${firstMs} ms`,
      `${justAfter.rss} MB`,
      `${idle.rss} MB`,
      `${loaded.rss} MB`,
      `${loaded.peak} MB`,
    ];
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A server settled after start: 15 page loads (home to contact, both languages), then quiet. */
async function settledServer(dataDir: string) {
  const server = await start({
    DATA_DIR: dataDir,
    TOOLS_PASSWORD: TEST_TOOLS_PASSWORD,
    OWNER_EMAIL: TEST_OWNER_EMAIL,
    OWNER_NAME: TEST_OWNER_NAME,
    DATABASE_URL: "",
  });
  for (let i = 0; i < 15; i++) {
    const response = await fetch(`${server.origin}${PAGES[i % PAGES.length]}?lng=${i % 2 ? "fr" : "en"}`);
    await response.arrayBuffer();
  }
  await pause(SETTLE_MS);
  return server;
}

const FLOOD_REQUESTS = 6000;
const FLOOD_CONCURRENCY = 16;
const COLD_RESIZES = 100;
const AFTER_LOAD_MS = 30_000;

/**
 * `work` on a settled server: its peak resident memory while the work runs (VmHWM, reset at the start), and
 * its resident memory every second for 30 s after it.
 */
async function underLoad(pid: number, work: () => Promise<unknown>) {
  resetPeak(pid);
  const started = performance.now();
  await work();
  const seconds = Math.round((performance.now() - started) / 1000);
  const peak = memory(pid).peak;
  const after: number[] = [];
  for (let second = 1; second <= AFTER_LOAD_MS / 1000; second++) {
    await pause(1000);
    after.push(memory(pid).rss);
  }
  return { seconds, peak, after };
}

/** The first second after the load at which resident memory was at or under `limit`, if any. */
const backWithin = (after: number[], limit: number) => {
  const second = after.findIndex((rss) => rss <= limit);
  return second < 0 ? `not within ${after.length} s` : `${second + 1} s`;
};

async function loadScenarios(): Promise<string[][]> {
  const catalogue = path.resolve(import.meta.dirname, "../../generated/sample-catalogue");
  const rows: string[][] = [];
  const scenario = async (
    name: string,
    work: (origin: string) => Promise<unknown>,
    limits: [number, number],
  ) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-memory-"));
    const { child, origin } = await settledServer(dataDir);
    const pid = child.pid ?? 0;
    try {
      const idle = memory(pid).rss;
      const { seconds, peak, after } = await underLoad(pid, () => work(origin));
      rows.push([
        name,
        `${idle} MB`,
        `${seconds} s`,
        `${peak} MB (≤ ${limits[0]})`,
        `${after.at(-1)} MB (≤ ${limits[1]})`,
        backWithin(after, limits[1]),
      ]);
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  await scenario(
    `${FLOOD_REQUESTS} random addresses, ${FLOOD_CONCURRENCY} at a time`,
    (origin) => flood(origin, FLOOD_REQUESTS, FLOOD_CONCURRENCY),
    [200, 120],
  );
  await scenario(
    `${COLD_RESIZES} cold preset resizes, then the same flood`,
    async (origin) => {
      const made = await coldResizes(origin, catalogue, {
        count: COLD_RESIZES,
        preset: "amazon",
        concurrent: 4,
      });
      if (made !== COLD_RESIZES) throw new Error(`${made} of ${COLD_RESIZES} resizes answered`);
      await flood(origin, FLOOD_REQUESTS, FLOOD_CONCURRENCY);
    },
    [250, 150],
  );
  return rows;
}

const KIND_REQUESTS = 1500;

/**
 * Each kind of uncached page alone, on a fresh settled server: the flood's peak, so the kind that leaves the
 * most behind can be found. Printed, not written to the README (a diagnosis, not a target).
 */
async function kindScenarios(): Promise<string> {
  const rows: string[][] = [];
  for (const [index, { kind }] of UNCACHED.entries()) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-memory-"));
    const { child, origin } = await settledServer(dataDir);
    const pid = child.pid ?? 0;
    try {
      const idle = memory(pid).rss;
      resetPeak(pid);
      const started = performance.now();
      await flood(origin, KIND_REQUESTS, FLOOD_CONCURRENCY, [index]);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      rows.push([kind, `${idle} MB`, `${seconds} s`, `${memory(pid).peak} MB`]);
    } finally {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return table(["Kind of page", "RSS idle before", `${KIND_REQUESTS} requests took`, "Peak RSS"], rows);
}

/**
 * `node bench/memory/run.ts load` measures the load scenarios only; `… run.ts kinds` floods one kind of
 * uncached page at a time and prints each one's peak.
 */
const mode = process.argv[2];
if (mode === "kinds") {
  console.log(await kindScenarios());
  process.exit(0);
}
const loadOnly = mode === "load";

if (!loadOnly) {
  const rows = [await measure("SQLite (embedded default)", { DATABASE_URL: "" })];
  const postgres = await startPostgres();
  try {
    // What PostgreSQL requires (decision 110); the idle server sends no mail, so nothing need listen there.
    const shared = await sharedDeploymentSettings(`smtp://127.0.0.1:${await freePort()}`);
    rows.push(await measure("PostgreSQL (`DATABASE_URL`)", { ...shared, DATABASE_URL: postgres.url }));
  } finally {
    await postgres.stop();
  }

  const markdown = [
    table(
      [
        "Engine",
        "First page answered after start",
        "RSS 1 s after it",
        `RSS idle (${SETTLE_MS / 1000} s)`,
        `RSS after ${PAGE_LOADS} page loads`,
        "Peak RSS",
      ],
      rows,
    ),
    "",
    `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}: first start on an`,
    `empty DATA_DIR, ${SETTLE_MS / 1000} s to settle before the idle readings, page loads one at a time in English and French.`,
  ].join("\n");
  console.log(markdown);
  writeSection("memory", markdown);
}

const load = [
  table(
    [
      "Load on a settled server (embedded default)",
      "RSS idle before it",
      "Load took",
      "Peak RSS during it",
      "RSS 30 s after it",
      "Back under the limit after",
    ],
    await loadScenarios(),
  ),
  "",
  `Measured ${new Date().toISOString().slice(0, 10)} on ${process.platform}, Node ${process.version}: each scenario on a fresh`,
  `server (\`server/start.js\`, as \`npm start\` runs it) after 15 page loads and ${SETTLE_MS / 1000} s of quiet; the flood sends`,
  "every kind of page rendered per request in turn (unknown paths and brands, queries and `lng` values on every public",
  "page, `.data` requests, store searches, unknown shares and brand links); the resizes are fetched 4 at a time.",
].join("\n");
console.log(load);
writeSection("memory-load", load);
