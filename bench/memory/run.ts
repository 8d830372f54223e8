// The server process's memory and start time, on the embedded database and on PostgreSQL. Run after
// `npm run build` (BUILD_DIR is honoured as by the server):
//   node bench/memory/run.ts           (writes its table into bench/README.md)
// Each engine: a first start on an empty DATA_DIR (time to the first answered page), resident memory once
// idle, after 400 page loads, and the process's peak (VmHWM) over the run.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { freePort, sharedDeploymentSettings, TEST_TOOLS_PASSWORD } from "../../tests/support/site-server.ts";
import { table, writeSection } from "../markdown.ts";

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
      NODE_ENV: "production",
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
