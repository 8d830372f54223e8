import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { testDatabaseUrl } from "./test-engine.ts";

export const TEST_TOOLS_PASSWORD = "correct horse battery staple";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface SiteServer {
  origin: string;
  dataDir: string;
  /** Set when the server uses PostgreSQL; otherwise it uses the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built site (`npm run build` first) as production would run it, on a free loopback port with
 * its own DATA_DIR unless one is given. Resolves once it answers HTTP. On the integration suite's PostgreSQL
 * run it uses that engine unless `DATABASE_URL` is given (`""` asks for the embedded one). `script` is what
 * runs: the server itself, or `scripts/start.ts` as `npm start` does.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  { script = "server/start.ts" }: { script?: string } = {},
): Promise<SiteServer> {
  const port = await freePort();
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "trafalgar-site-"));
  const databaseUrl = env.DATABASE_URL ?? (await testDatabaseUrl(dataDir));
  const child = spawn(process.execPath, [script], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      TOOLS_PASSWORD: TEST_TOOLS_PASSWORD,
      ...env,
      DATABASE_URL: databaseUrl ?? "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Site server exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${origin}/robots.txt`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Site server did not start within 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    dataDir,
    databaseUrl: databaseUrl || undefined,
    process: child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
