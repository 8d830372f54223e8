import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "../../app/features/accounts/password-hash.server.ts";
import { FORM_TOKEN } from "../../app/features/contact/constants.ts";
import { SHORT_WAIT_DIVISOR } from "../../app/lib/short-waits.ts";
import { smtpSink } from "./smtp-sink.ts";
import { testDatabaseUrl } from "./test-engine.ts";

export const TEST_TOOLS_PASSWORD = "correct horse battery staple";
/** The first owner's address on every test site: the configured password signs in as this account. */
export const TEST_OWNER_EMAIL = "owner@trafalgar.test";
/** The sample ERP's buyer (decision 330) on the browser tests' site, and the password it is given there. */
export const TEST_SAMPLE_BUYER_EMAIL = "jordan.lee@sample-retailer.example";
export const TEST_SAMPLE_BUYER_PASSWORD = "sample buyer password for the browser tests";
/** The first owner's name (OWNER_NAME): a test of the first sign-in's question sets it empty. */
export const TEST_OWNER_NAME = "Odile Tremblay";
export const TEST_SESSION_SECRET = "one-secret-for-every-instance-of-the-test-site";
/**
 * How long a person takes, on a test server with short waits (decision 317), before sending a form again with
 * its token: the form token's minimum fill time there, and a little more.
 */
export const TEST_FILL_MS = FORM_TOKEN.minFillMs / SHORT_WAIT_DIVISOR + 200;

let testPasswordHash: Promise<string> | undefined;
let sharedSink: Promise<string> | undefined;

/** A mail server for tests that do not read the mail: one per test process, started when first needed. */
function sharedSmtpUrl(): Promise<string> {
  sharedSink ??= freePort().then(async (port) => {
    const sink = smtpSink(port);
    await sink.start();
    // It serves the process to its end, and no longer: a benchmark's process then exits by itself.
    sink.unref();
    return sink.url;
  });
  return sharedSink;
}

/**
 * On PostgreSQL the server refuses to start without what each instance must share (decision 110): the
 * signing secret, the password as a hash and a mail server. Tests give them as an operator would.
 */
export async function sharedDeploymentSettings(smtpUrl?: string): Promise<Record<string, string>> {
  testPasswordHash ??= hashPassword(TEST_TOOLS_PASSWORD);
  return {
    SESSION_SECRET: TEST_SESSION_SECRET,
    TOOLS_PASSWORD: "",
    TOOLS_PASSWORD_HASH: await testPasswordHash,
    SMTP_URL: smtpUrl ?? (await sharedSmtpUrl()),
  };
}

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
  /** PUBLIC_SITE_ORIGIN: the address pages and e-mails give for the site. */
  publicOrigin: string;
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
 * run it uses that engine unless `DATABASE_URL` is given (`""` asks for the embedded one); on PostgreSQL it
 * also gets the settings instances share, which `env` may override.
 */
const START_DEADLINE_MS = 60_000;
/** Tries on a fresh port when another test process took the free one first. */
const START_ATTEMPTS = 3;
const LISTENING = "Trafalgar Brands site listening";

export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "trafalgar-site-"));
  const databaseUrl = env.DATABASE_URL ?? (await testDatabaseUrl(dataDir));
  const shared = databaseUrl ? await sharedDeploymentSettings() : {};
  for (let attempt = 1; ; attempt++) {
    // A free port is only free until someone binds it: a file running beside this one may take it first.
    const port = await freePort();
    const publicOrigin = env.PUBLIC_SITE_ORIGIN ?? `http://localhost:${port}`;
    const child = spawn(process.execPath, ["server/start.js"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: {
        ...process.env,
        // The production build as `npm start` runs it; a test of a deployment's own rules (a second factor
        // required, PUBLIC_SITE_ORIGIN required) sets NODE_ENV=production itself.
        NODE_ENV: "",
        HOST: "127.0.0.1",
        PORT: String(port),
        // Production refuses to start without its public address; a test's site is this loopback server.
        PUBLIC_SITE_ORIGIN: publicOrigin,
        DATA_DIR: dataDir,
        TOOLS_PASSWORD: TEST_TOOLS_PASSWORD,
        OWNER_EMAIL: TEST_OWNER_EMAIL,
        OWNER_NAME: TEST_OWNER_NAME,
        // The test runners ask for short waits (decision 317; a benchmark does not), which a deployment
        // refuses; a test of a real wait sets "false".
        ...(env.NODE_ENV === "production" ? { TEST_SHORT_WAITS: "false" } : {}),
        // A test's site starts with an empty catalogue, as its tests expect; one that wants the sample ERP's
        // says so.
        ERP_SAMPLE_FEEDS: "false",
        ...shared,
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
    const started = await answering(child, origin, () => log);
    if (!started) {
      if (log.includes("EADDRINUSE") && attempt < START_ATTEMPTS) continue;
      throw new Error(`Site server exited (${child.exitCode}):\n${log}`);
    }
    return {
      origin,
      publicOrigin,
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
}

/**
 * Whether the child came up: its own "listening" line, not just an answer on the port, which another test's
 * server could give. About a second on a quiet machine; the PostgreSQL run starts servers while other
 * files' stacks and their killed instances load both cores.
 */
async function answering(child: ChildProcess, origin: string, log: () => string): Promise<boolean> {
  const deadline = Date.now() + START_DEADLINE_MS;
  for (;;) {
    if (child.exitCode !== null) return false;
    if (log().includes(LISTENING)) {
      try {
        const response = await fetch(`${origin}/robots.txt`);
        if (response.ok) return true;
      } catch {
        // Listening, not answering yet.
      }
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Site server did not start within ${START_DEADLINE_MS / 1000} s:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
