import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresBinDir } from "../../scripts/system-components.ts";
import { freePort } from "./site-server.ts";

export interface PostgresServer {
  url: string;
  /** Stops the server and deletes its cluster. */
  stop: () => Promise<void>;
  /** Stops the server and keeps its data, as an outage would; `resume` starts it again on the same port. */
  halt: () => void;
  resume: () => void;
}

/** PostgreSQL is part of the suite: its tests fail, never skip, when it is missing. */
function binary(name: "initdb" | "pg_ctl"): string {
  const dir = postgresBinDir();
  if (!dir) {
    throw new Error(
      "PostgreSQL's initdb and pg_ctl were not found (on PATH or in /usr/lib/postgresql/*/bin): `npm test` installs them, or run `apt-get install postgresql`",
    );
  }
  return path.join(dir, name);
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` system user. */
function run(name: "initdb" | "pg_ctl", args: string[]): void {
  const command = binary(name);
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
    stdio: "pipe",
  });
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, trusting local connections. It lives under /tmp
 * itself unless `parent` says where: the `postgres` user may not be able to enter a private TMPDIR.
 */
export async function startPostgres(
  parent = process.getuid?.() === 0 ? "/tmp" : tmpdir(),
): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(parent, "trafalgar-pg-"));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  let running = false;
  const start = () => {
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
    running = true;
  };
  const halt = () => {
    if (running) run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    running = false;
  };
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      halt();
      rmSync(dir, { recursive: true, force: true });
    },
    halt,
    resume: start,
  };
}
