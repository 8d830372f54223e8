// The site as `server/start.js` runs it, plus the benchmark's reference: the very answer a page gives, kept in
// memory and sent by this very process. `GET /__baseline/<name>` serves `$BENCH_BASELINE_DIR/<name>.br` under
// the headers recorded beside it in `<name>.json`; with `?bare`, under three headers only. Both read once.
// Started by bench/load/run.ts; not part of the site.
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

/** Headers Node writes itself on every answer. */
const WRITTEN_BY_NODE = new Set(["date", "connection", "keep-alive"]);

function recordedAnswer(name: string) {
  const bytes = readFileSync(path.join(baselineDir, `${name}.br`));
  const raw: string[] = JSON.parse(readFileSync(path.join(baselineDir, `${name}.json`), "utf8"));
  const headers: string[] = [];
  for (let at = 0; at < raw.length; at += 2)
    if (!WRITTEN_BY_NODE.has(String(raw[at]).toLowerCase()))
      headers.push(String(raw[at]), String(raw[at + 1]));
  const bare = [
    "Content-Type",
    "text/html; charset=utf-8",
    "Content-Encoding",
    "br",
    "Content-Length",
    `${bytes.length}`,
  ];
  return { bytes, headers, bare };
}

const kept = new Map<string, ReturnType<typeof recordedAnswer>>();
const app = express();
app.disable("x-powered-by");
app.get("/__baseline/:name", (req, res) => {
  const name = path.basename(req.params.name);
  let answer = kept.get(name);
  if (!answer) {
    answer = recordedAnswer(name);
    kept.set(name, answer);
  }
  res.writeHead(200, "bare" in req.query ? answer.bare : answer.headers);
  res.end(answer.bytes);
});
app.use(site.app);

// As server/serve.ts listens: odd targets and pages already cached are answered ahead of Express.
const server = createServer({ keepAliveTimeout: 65_000 }, (req, res) => {
  if (!site.answerAhead(req, res)) app(req, res);
});
server.listen(site.config.port, site.config.host, () => {
  void site.start().then(() => console.log("bench server ready"));
});
process.once("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void site.stop(OUTBOX_GRACE_MS).finally(() => process.exit(0));
});
