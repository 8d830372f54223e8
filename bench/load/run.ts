// Load on loopback (issue 12): 50 connections on each public page the issue names, each compared with the
// very answer that page gives (its headers and Brotli bytes), served from memory by the same process, and with
// those bytes under three headers only; and with a second server that does not count page views (issue 37,
// ANALYTICS=off). The language chosen by the cookie, Accept-Language or ?lng= as visitors do, and a browser's
// user agent, so that every request is a person's page view to count. Run after a build:
//   npm run build && node bench/load/run.ts            (writes its table into bench/README.md)
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  freePort,
  TEST_OWNER_EMAIL,
  TEST_OWNER_NAME,
  TEST_TOOLS_PASSWORD,
} from "../../tests/support/site-server.ts";
import { table, writeSection } from "../markdown.ts";
import { PUBLICATIONS, publishMany } from "../studio/publications.ts";

const CONNECTIONS = 50;
/**
 * Each page and its reference are measured in turns of SLICE_S seconds, ROUNDS times each, so that whatever
 * else the two shared cores do at a moment weighs on both alike; the ratio compares their sums.
 */
const SLICE_S = Number(process.env.BENCH_SLICE_S ?? 3);
const ROUNDS = 5;
const SETTLE_MS = 3000;
/** A person's browser: the load is counted as page views (a client naming no browser would not be). */
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
/** Load before each measurement that is not counted: the code both paths run is compiled by then. */
const WARM_UP_S = 2;
/** What `bench/load/server.ts` prints once the site has started. */
const READY = "bench server ready";
const TARGETS: Array<{ name: string; path: string; headers: Record<string, string> }> = [
  { name: "home (en, Accept-Language)", path: "/", headers: { "accept-language": "en-CA,en;q=0.9" } },
  { name: "home (fr, cookie)", path: "/", headers: { cookie: "i18next=fr" } },
  { name: "/brands (fr, ?lng=)", path: "/brands?lng=fr", headers: {} },
  { name: "brand page (en, cookie)", path: "/brands/aquatalia", headers: { cookie: "i18next=en" } },
  { name: "/about (fr, Accept-Language)", path: "/about", headers: { "accept-language": "fr-CA" } },
];

const residentMb = (pid: number | undefined) =>
  Math.round(Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);

interface WireAnswer {
  status: number;
  encoding: string | undefined;
  rawHeaders: string[];
  bytes: Buffer;
}

/** One request as it arrives on the wire (still Brotli-compressed), with its headers as sent. */
function rawGet(origin: string, target: string, headers: Record<string, string>) {
  return new Promise<WireAnswer>((resolve, reject) => {
    request(`${origin}${target}`, { headers: { ...headers, "accept-encoding": "br" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          rawHeaders: res.rawHeaders,
          bytes: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

async function startServer(
  baselineDir: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-data-"));
  // The server logs one line per request, to a file as a service manager's journal would take it: a pipe read
  // by this process would take the client's CPU time for every line.
  const logFile = path.join(baselineDir, "server.log");
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "server.ts")], {
    env: {
      ...process.env,
      // The production build as `npm start` runs it: a second factor offered, not required, for the sign-ins.
      NODE_ENV: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_SITE_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      TOOLS_PASSWORD: TEST_TOOLS_PASSWORD,
      OWNER_EMAIL: TEST_OWNER_EMAIL,
      OWNER_NAME: TEST_OWNER_NAME,
      BENCH_BASELINE_DIR: baselineDir,
      ...env,
    },
    stdio: ["ignore", openSync(logFile, "w"), "inherit"],
  });
  child.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  for (let waited = 0; !readFileSync(logFile, "utf8").includes(READY); waited += 100) {
    if (child.exitCode !== null) throw new Error(`bench server exited (${child.exitCode})`);
    if (waited > 60_000) throw new Error("bench server did not start within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, origin: `http://127.0.0.1:${port}` };
}

interface Tally {
  requests: number;
  seconds: number;
  /** The worst slice's: a page must keep its p99 in every slice. */
  p99: number;
  errors: number;
}

const run = (url: string, headers: Record<string, string>, duration: number) =>
  autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { ...headers, "accept-encoding": "br", "user-agent": BROWSER },
  });

/** Pages and their references, warmed up, then in alternating slices; tallies in the order given. */
async function measure(pages: { url: string; headers: Record<string, string> }[], references: string[]) {
  const sides = [...pages, ...references.map((url) => ({ url, headers: {} }))].map((side) => ({
    ...side,
    tally: { requests: 0, seconds: 0, p99: 0, errors: 0 } as Tally,
  }));
  for (const side of sides) await run(side.url, side.headers, WARM_UP_S);
  for (let round = 0; round < ROUNDS; round++)
    for (const { url, headers, tally } of sides) {
      const result = await run(url, headers, SLICE_S);
      tally.requests += result.requests.total;
      tally.seconds += result.duration;
      tally.p99 = Math.max(tally.p99, result.latency.p99);
      tally.errors += result.errors + result.non2xx + result.timeouts;
    }
  return sides.map((side) => side.tally);
}

const perSecond = (tally: Tally) => tally.requests / tally.seconds;

const baselineDir = mkdtempSync(path.join(tmpdir(), "bench-load-baseline-"));
const uncountedDir = mkdtempSync(path.join(tmpdir(), "bench-load-uncounted-"));
const { child, origin } = await startServer(baselineDir);
// The same site with counting off, idle while the other is measured.
const uncounted = await startServer(uncountedDir, { ANALYTICS: "off" });
await publishMany(origin, PUBLICATIONS);
await publishMany(uncounted.origin, PUBLICATIONS);
const rows: Array<Array<string | number>> = [];
let idle = 0;
let peak = 0;
try {
  // Each page's first request renders it; its answer, headers and bytes, becomes its reference.
  for (const [index, target] of TARGETS.entries()) {
    const page = await rawGet(origin, target.path, target.headers);
    if (page.status !== 200 || page.encoding !== "br")
      throw new Error(`${target.path}: ${page.status} ${page.encoding}`);
    writeFileSync(path.join(baselineDir, `${index}.br`), page.bytes);
    writeFileSync(path.join(baselineDir, `${index}.json`), JSON.stringify(page.rawHeaders));
    await rawGet(origin, `/__baseline/${index}`, {});
    await rawGet(uncounted.origin, target.path, target.headers);
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  idle = residentMb(child.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(child.pid));
  }, 250);
  try {
    for (const [index, target] of TARGETS.entries()) {
      const [page, notCounting, reference, bare] = (await measure(
        [
          { url: `${origin}${target.path}`, headers: target.headers },
          { url: `${uncounted.origin}${target.path}`, headers: target.headers },
        ],
        [`${origin}/__baseline/${index}`, `${origin}/__baseline/${index}?bare`],
      )) as [Tally, Tally, Tally, Tally];
      const kB = (readFileSync(path.join(baselineDir, `${index}.br`)).length / 1024).toFixed(1);
      rows.push([
        target.name,
        kB,
        Math.round(perSecond(page)),
        `${page.p99} ms`,
        page.errors,
        Math.round(perSecond(reference)),
        `${reference.p99} ms`,
        (perSecond(page) / perSecond(reference)).toFixed(2),
        Math.round(perSecond(bare)),
        (perSecond(page) / perSecond(bare)).toFixed(2),
        Math.round(perSecond(notCounting)),
        `${notCounting.p99} ms`,
        (perSecond(page) / perSecond(notCounting)).toFixed(2),
      ]);
      console.log(rows.at(-1)?.join("  "));
    }
  } finally {
    clearInterval(sampler);
  }
} finally {
  child.kill("SIGTERM");
  uncounted.child.kill("SIGTERM");
  rmSync(baselineDir, { recursive: true, force: true });
  rmSync(uncountedDir, { recursive: true, force: true });
}

const command = `${PUBLICATIONS > 0 ? `BENCH_PUBLICATIONS=${PUBLICATIONS} ` : ""}node bench/load/run.ts`;
const markdown = `Command: \`npm run build && flock /tmp/trafalgar-heavy.lock ${command}\` — ${CONNECTIONS}
connections; each page and its reference warmed up for ${WARM_UP_S} s uncounted, then measured in turns, ${ROUNDS} slices of
${SLICE_S} s each (req/s is the sum over the slices, p99 the worst slice's); Brotli accepted, loopback, 2 cores shared by client and
server, embedded database, ${new Date().toISOString().slice(0, 10)}. The reference is the same Brotli bytes the page
answered with, under the very headers it answered with (security headers, ETag, Vary…), kept in memory and sent
by the same process (\`bench/load/server.ts\`) with none of the site's work: what a static file server configured
with the site's headers would send (decision 175). The last two columns send the same bytes under three headers
only (type, encoding, length): the cost of the site's 1.3 kB of headers. Every request names a browser, so each is a
page view the site counts (issue 37, decision 243); the last three columns are the same site started with
\`ANALYTICS=off\`, measured in the same turns: the cost of counting. Pages already rendered are answered ahead
of Express (decision 165). Server resident memory (counting): ${idle} MB idle after the five pages were first rendered,
${peak} MB at most under the load.

${table(
  [
    "page",
    "Brotli kB",
    "req/s",
    "p99 latency",
    "errors",
    "reference req/s",
    "reference p99",
    "ratio",
    "3-header reference req/s",
    "ratio to it",
    "counting off req/s",
    "counting off p99",
    "ratio to it",
  ],
  rows,
)}`;
// After publications, its own section: the figures of a site that has been edited, beside those of a fresh one.
writeSection(PUBLICATIONS > 0 ? "load-published" : "load", markdown);
console.log(markdown);
