// Whether the production build is older than anything it is made from, so `npm start` builds only then.
import { readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What a build is made from: the site's code, content and migrations (bundled into the server), the generators,
 * and the toolchain's settings.
 */
export const BUILD_SOURCES = [
  "app",
  "content",
  "migrations",
  "public",
  "server",
  "scripts",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
] as const;

/** Written last by `npm run build`: its time is when the build completed; no stamp, no complete build. */
export const BUILD_STAMP = "build-complete";

/** Tests and their snapshots are not part of the site. */
const NOT_BUILT = /\.test\.tsx?$/;

/** The newest modification time under `target` (a file or folder), in milliseconds; 0 if it is absent. */
function newestChange(target: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return NOT_BUILT.test(target) ? 0 : stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/** The completed build's time, or undefined when the folder holds no complete build. */
function builtAt(buildDir: string): number | undefined {
  try {
    return statSync(path.join(buildDir, BUILD_STAMP)).mtimeMs;
  } catch {
    return undefined;
  }
}

export function buildIsCurrent(root: string, buildDir: string): boolean {
  const built = builtAt(path.resolve(root, buildDir));
  if (built === undefined) return false;
  return BUILD_SOURCES.every((source) => newestChange(path.join(root, source)) <= built);
}

export function stampBuild(root: string, buildDir: string): void {
  writeFileSync(path.resolve(root, buildDir, BUILD_STAMP), `${new Date().toISOString()}\n`);
}

if (import.meta.main) stampBuild(path.resolve(import.meta.dirname, ".."), process.env.BUILD_DIR ?? "build");
