// The site as `server/start.js` runs it, plus the benchmark's reference: the same bytes a page answers with,
// kept in memory and sent precompressed by this very process (`GET /__baseline/<name>` serves
// `$BENCH_BASELINE_DIR/<name>.br`, read once). Started by bench/load/run.ts; not part of the site.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import express from "express";
import { OUTBOX_GRACE_MS } from "../../server/shutdown.ts";

type SiteModule = typeof import("../../server/app.ts");

const baselineDir = process.env.BENCH_BASELINE_DIR ?? "";
const buildEntry = path.resolve(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  "server/index.js",
);
const { createSite }: SiteModule = await import(buildEntry);
const site = createSite();

const kept = new Map<string, Buffer>();
const app = express();
app.disable("x-powered-by");
app.get("/__baseline/:name", (req, res) => {
  const name = path.basename(req.params.name);
  let bytes = kept.get(name);
  if (!bytes) {
    bytes = readFileSync(path.join(baselineDir, `${name}.br`));
    kept.set(name, bytes);
  }
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Encoding": "br",
    "Content-Length": bytes.length,
  });
  res.end(bytes);
});
app.use(site.app);

const server = createServer({ keepAliveTimeout: 65_000 }, app);
server.listen(site.config.port, site.config.host, () => {
  void site.start().then(() => console.log("bench server ready"));
});
process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void site.stop(OUTBOX_GRACE_MS).finally(() => process.exit(0));
});
