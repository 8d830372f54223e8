import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./site-server.ts";

export interface PostgresServer {
  url: string;
  stop: () => Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` system user. */
function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
    stdio: "pipe",
  });
}

export function postgresAvailable(): boolean {
  return spawnSync("initdb", ["--version"]).status === 0 && spawnSync("pg_ctl", ["--version"]).status === 0;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, trusting local connections. It lives under /tmp
 * itself: the `postgres` user may not be able to enter a private TMPDIR.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(process.getuid?.() === 0 ? "/tmp" : tmpdir(), "trafalgar-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  run("pg_ctl", [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-w",
    "start",
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
