// The server process's entry (decision 085). It is plain JavaScript on purpose: started from a `.ts` file, Node
// keeps its TypeScript stripper loaded for the life of the process, some 17 MB resident. Everything else is
// TypeScript, built into BUILD_DIR/server (production) or compiled by Vite (development).
import path from "node:path";
import express from "express";

/**
 * glibc gives each thread that allocates its own memory arena and seldom hands their free pages back. Resizing
 * photos runs libvips on libuv's threads, and with an arena each they kept some 150 MB the process no longer used
 * (decision 180); one arena keeps the server within its memory budget during a large export at no measurable cost
 * in speed. glibc reads the setting only when a process starts, so the server starts itself again in place (same
 * process id, stdio and signals) with it. An operator's own MALLOC_ARENA_MAX is kept; musl and other systems
 * have no such arenas.
 */
const MALLOC_ARENAS = "1";
if (
  process.platform === "linux" &&
  process.env.MALLOC_ARENA_MAX === undefined &&
  process.report.getReport().header.glibcVersionRuntime
) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: MALLOC_ARENAS,
  });
}

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
