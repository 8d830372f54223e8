// The server process's entry (decision 085). It is plain JavaScript on purpose: started from a `.ts` file, Node
// keeps its TypeScript stripper loaded for the life of the process, some 17 MB resident. Everything else is
// TypeScript, built into BUILD_DIR/server (production) or compiled by Vite (development).
import path from "node:path";
import express from "express";

const development = process.env.NODE_ENV === "development";

/**
 * The site module (`server/app.ts`): Vite compiles it on the fly in development; production imports the
 * build made by `react-router build`.
 * @returns {Promise<typeof import("./app.ts")>}
 */
async function siteModule(app) {
  if (development) {
    const { createServer: createViteServer } = await import("vite");
    const vite = await createViteServer({ server: { middlewareMode: true } });
    app.use(vite.middlewares);
    return vite.ssrLoadModule("./server/app.ts");
  }
  const root = path.resolve(import.meta.dirname, "..");
  return import(path.join(root, process.env.BUILD_DIR ?? "build", "server/index.js"));
}

// Whatever the server writes (database, mail drop, secrets) is its user's alone.
process.umask(0o077);

try {
  const app = express();
  // Cached pages are answered before helmet would remove it (server/page-cache.ts).
  app.disable("x-powered-by");
  const module = await siteModule(app);
  const site = module.createSite();
  app.use(site.app);
  module.serve(site, app);
} catch (error) {
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
}
