// Load on loopback: 50 connections for 20 s on the home page (en, fr) and a brand page, compared with the same
// HTML served as a static file by the same server process. Run after `npm run build`:
//   node bench/load/run.ts            (writes its table into bench/README.md)
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startSiteServer } from "../../tests/support/site-server.ts";
import { table, writeSection } from "../markdown.ts";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const TARGETS = [
  { name: "home (en)", path: "/?lng=en" },
  { name: "home (fr)", path: "/?lng=fr" },
  { name: "brand page", path: "/brands/aquatalia?lng=en" },
];

const site = await startSiteServer();
const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "br" },
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

const rows: Array<Array<string | number>> = [];
try {
  for (const target of TARGETS) {
    const html = await (await fetch(`${site.origin}${target.path}`)).text();
    const staticName = `bench-static-${rows.length}.html`;
    writeFileSync(path.join(clientDir, staticName), html);
    try {
      const page = await measure(`${site.origin}${target.path}`);
      const baseline = await measure(`${site.origin}/${staticName}`);
      rows.push([
        target.name,
        Math.round(page.rps),
        `${page.p99} ms`,
        page.errors,
        Math.round(baseline.rps),
        (page.rps / baseline.rps).toFixed(2),
      ]);
      console.log(rows.at(-1)?.join("  "));
    } finally {
      rmSync(path.join(clientDir, staticName), { force: true });
    }
  }
} finally {
  await site.stop();
}

const markdown = `Command: \`npm run build && node bench/load/run.ts\` — ${CONNECTIONS} connections, ${DURATION_S} s each, Brotli
accepted, loopback, ${new Date().toISOString().slice(0, 10)}.

${table(["page", "req/s", "p99 latency", "errors", "same HTML as a static file, req/s", "ratio"], rows)}`;
writeSection("load", markdown);
console.log(markdown);
