// The first half of `npm start`: builds the site only when the build is missing or older than its sources
// (decision 104); `npm start` then runs the server (`server/start.js`).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIsCurrent } from "./build-freshness.ts";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.BUILD_DIR ?? "build";

if (buildIsCurrent(root, buildDir)) {
  console.log(`Build in ${buildDir}/ is current: starting it.`);
} else {
  console.log(`Build in ${buildDir}/ is missing or older than its sources: building.`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
