import { createServer } from "node:http";
import path from "node:path";
import express from "express";
import { compactWhenIdle } from "./idle-heap.ts";
import { drainable, OUTBOX_GRACE_MS } from "./shutdown.ts";

type SiteModule = typeof import("./app.ts");

const development = process.env.NODE_ENV === "development";
/** A client has this long to send its request headers, and this long for the whole request with its body. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * An idle kept-alive connection stays open this long: longer than a proxy's usual 60 s, so the server never
 * closes a connection at the moment a proxy (or a busy client) sends on it, which the client sees as a reset.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Development: Vite compiles the site on the fly. Production: the build made by `react-router build`. */
async function loadSite(): Promise<{ site: ReturnType<SiteModule["createSite"]>; app: express.Express }> {
  const app = express();
  // Cached pages are answered before helmet would remove it (server/page-cache.ts).
  app.disable("x-powered-by");
  if (development) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ server: { middlewareMode: true } });
    app.use(vite.middlewares);
    const module = await vite.ssrLoadModule("./server/app.ts");
    const createSite: SiteModule["createSite"] = module.createSite;
    const site = createSite();
    app.use(site.app);
    return { site, app };
  }
  const buildEntry = path.resolve(
    import.meta.dirname,
    "..",
    process.env.BUILD_DIR ?? "build",
    "server/index.js",
  );
  const module: SiteModule = await import(buildEntry);
  const site = module.createSite();
  app.use(site.app);
  return { site, app };
}

// Whatever the server writes (database, mail drop, secrets) is its user's alone.
process.umask(0o077);

try {
  const { site, app } = await loadSite();
  // Both bound receiving a request, not answering it: a long photo download is never cut short.
  const server = createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  });
  const drain = drainable(server, () => site.stop(OUTBOX_GRACE_MS), site.log);
  const heap = compactWhenIdle();
  server.on("request", heap.busy);
  server.on("request", drain.listener(app));
  server.listen(site.config.port, site.config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : site.config.port;
    site.log.info(
      { url: `http://localhost:${port}`, mode: site.config.mode },
      "Trafalgar Brands site listening",
    );
    site.start().catch((error: unknown) => {
      site.log.error({ error: String(error) }, "could not start");
      process.exit(1);
    });
  });
  process.once("SIGTERM", () => drain.shutdown("SIGTERM"));
  process.once("SIGINT", () => drain.shutdown("SIGINT"));
} catch (error) {
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
}
