// The server process's entry (decision 085). It is plain JavaScript on purpose: started from a `.ts` file, Node
// keeps its TypeScript stripper loaded for the life of the process, some 17 MB resident. Everything else is
// TypeScript, built into BUILD_DIR/server (production) or compiled by Vite (development).
import path from "node:path";
import express from "express";

/**
 * Memory settings the process can only take when it starts (decisions 180, 205, 313 and 315), so the server starts
 * itself again in place (same process id, stdio and signals) with them. An operator's own values are kept.
 *
 * - V8's young generation: at its default (up to 64 MB a semi-space here) a burst of page renders committed
 *   over 100 MB of it; 4 MB keeps a flood under 200 MB at the same speed (1 MB promoted so much more that
 *   the old generation grew instead).
 * - V8's old generation grows to a multiple of what the last full collection kept before it collects again.
 *   Under a flood of renders V8 chose some 3.5 times (30 MB live, 106 MB before each collection); twice
 *   bounds the heap by what the server really keeps, not by how fast requests come (peak 215 → 152 MB for
 *   the same flood, in the same time).
 * - Compiled code a settled server no longer runs (start-up's migrations and seeding, the first renders' one-off
 *   paths) is dropped after two full collections instead of six, baseline code with it, and compiled again if
 *   ever called: the idle server holds some 5 MB less (decision 315).
 * - glibc (Linux): one memory arena, since resizing photos runs libvips on libuv's threads and each thread's
 *   arena kept its own high-water mark (decision 180); and blocks of 8 kB or more mapped on their own and
 *   handed back when freed, since stream and compression buffers of that size, freed late and interleaved
 *   with small long-lived ones, otherwise left the heap fragmented at its peak after a flood of requests.
 *   glibc reads these only as a process starts; musl and other systems have no such settings.
 */
const V8_FLAGS = [
  "--max-semi-space-size=4",
  "--heap-growing-percent=100",
  "--bytecode-old-age=2",
  "--flush-baseline-code",
];
const GLIBC_MALLOC = {
  MALLOC_ARENA_MAX: "1",
  MALLOC_MMAP_THRESHOLD_: "8192",
  MALLOC_TRIM_THRESHOLD_: "8192",
};

function startTuned() {
  const glibc =
    process.platform === "linux" && Boolean(process.report.getReport().header.glibcVersionRuntime);
  const malloc = glibc
    ? Object.entries(GLIBC_MALLOC).filter(([name]) => process.env[name] === undefined)
    : [];
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  const flags = V8_FLAGS.filter((flag) => !given.some((own) => own.startsWith(flag.split("=")[0])));
  if ((malloc.length === 0 && flags.length === 0) || typeof process.execve !== "function") return;
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)],
    {
      ...process.env,
      ...Object.fromEntries(malloc),
    },
  );
}
/**
 * React, React Router and Express take their production code only when NODE_ENV says `production`. `npm start`
 * leaves it unset, which is the embedded default, not a deployment (decision 215: no second factor required,
 * no PUBLIC_SITE_ORIGIN demanded): the built site runs its production code all the same, and the
 * configuration is told that the operator declared nothing (`app/lib/config.server.ts` reads the same name).
 */
const NODE_ENV_DEFAULTED = "TRAFALGAR_NODE_ENV_DEFAULTED";
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  process.env[NODE_ENV_DEFAULTED] = "true";
}

startTuned();

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
  const server = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "server");
  // Photos are resized by a child process the build holds (decision 256).
  process.env.TRAFALGAR_RESIZER = path.join(server, "resizer.js");
  return import(path.join(server, "index.js"));
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
