import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "../../app/features/accounts/password-hash.server.ts";
import { type PostgresServer, startPostgres } from "../../tests/support/postgres-server.ts";
import { freePort, TEST_OWNER_EMAIL, TEST_OWNER_NAME } from "../../tests/support/site-server.ts";
import { smtpSink } from "../../tests/support/smtp-sink.ts";
import { nginxExecutable } from "../system-components.ts";
import { selfSignedCertificate } from "./certificate.ts";
import { nginxConfig } from "./nginx-config.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The certificate's name: browsers and clients reach the stack as https://localhost:<port>. */
export const STACK_HOST = "localhost";
const START_TIMEOUT_MS = 30_000;
/** As root, nginx's workers and PostgreSQL run as these unprivileged users. */
const NGINX_WORKER = { user: "nobody", group: "nogroup", uid: 65_534, gid: 65_534 };

export interface StackInstance {
  name: string;
  port: number;
  /** The instance itself, bypassing nginx (http://127.0.0.1:port). */
  origin: string;
  process(): ChildProcess;
  output(): string;
  start(): Promise<void>;
  /** SIGTERM, as systemd stops a unit: resolves when the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies where it stands. */
  kill(): Promise<void>;
}

export interface Stack {
  dir: string;
  /** https://localhost:<port>, through nginx. */
  origin: string;
  /** http://localhost:<port>, which nginx redirects to `origin`. */
  httpOrigin: string;
  /** The self-signed certificate (PEM), for clients that check it. */
  certificate: string;
  /** The first owner signs in with this address and `password`; a deployment asks it for a second factor. */
  ownerEmail: string;
  password: string;
  instances: StackInstance[];
  mail: ReturnType<typeof smtpSink>;
  postgres: PostgresServer;
  stop(): Promise<void>;
}

export interface StackOptions {
  httpsPort: number;
  httpPort: number;
  instances?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function until(what: string, ready: () => Promise<boolean>, failed: () => string | undefined) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(`${what} failed to start:\n${failure}`);
    if (await ready().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${START_TIMEOUT_MS} ms`);
    await pause(100);
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** One instance of the built site (`server/start.js`), on its own port and DATA_DIR, logging to a file. */
function siteInstance(name: string, port: number, dir: string, env: Record<string, string>): StackInstance {
  const dataDir = path.join(dir, `instance-${name}`);
  const logFile = path.join(dir, `instance-${name}.log`);
  let child: ChildProcess | undefined;
  let log = "";
  const origin = `http://127.0.0.1:${port}`;
  const running = () => {
    if (!child) throw new Error(`instance ${name} was never started`);
    return child;
  };
  return {
    name,
    port,
    origin,
    process: running,
    output: () => log,
    async start() {
      const file = createWriteStream(logFile, { flags: "a" });
      const started = spawn(process.execPath, ["server/start.js"], {
        cwd: ROOT,
        env: { ...process.env, ...env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      for (const stream of [started.stdout, started.stderr]) {
        stream?.on("data", (chunk: Buffer) => {
          log += chunk;
          file.write(chunk);
        });
      }
      started.once("exit", () => file.end());
      await until(
        `instance ${name}`,
        async () => (await fetch(`${origin}/healthz`)).ok,
        () => (started.exitCode !== null ? log : undefined),
      );
    },
    async stop() {
      running().kill("SIGTERM");
      await exited(running());
    },
    async kill() {
      running().kill("SIGKILL");
      await exited(running());
    },
  };
}

/** nginx in the foreground, on the stack's own configuration and prefix folder. */
async function startNginx(dir: string, settings: Parameters<typeof nginxConfig>[0]) {
  const asRoot = process.getuid?.() === 0;
  for (const temp of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    const folder = path.join(dir, "temp", temp);
    mkdirSync(folder, { recursive: true });
    if (asRoot) chownSync(folder, NGINX_WORKER.uid, NGINX_WORKER.gid);
  }
  if (asRoot) chownSync(path.join(dir, "temp"), NGINX_WORKER.uid, NGINX_WORKER.gid);
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(settings));
  let output = "";
  const child = spawn(nginxExecutable(), ["-p", dir, "-e", path.join(dir, "error.log"), "-c", conf], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  await until(
    "nginx",
    () => listening(settings.httpsPort),
    () => (child.exitCode !== null ? output || `exit ${child.exitCode}` : undefined),
  );
  return {
    async stop() {
      // QUIT: nginx finishes the requests it is serving, then exits.
      child.kill("SIGQUIT");
      await exited(child);
    },
  };
}

/**
 * The production shape on this machine (decision 114), under one temporary folder: PostgreSQL, an SMTP server
 * on loopback, `instances` instances of the built site sharing them, and nginx terminating TLS in front.
 */
export async function startStack(options: StackOptions): Promise<Stack> {
  const asRoot = process.getuid?.() === 0;
  // As root the stack lives in /tmp itself, which nginx's workers and PostgreSQL's user can enter.
  const dir = mkdtempSync(path.join(asRoot ? "/tmp" : tmpdir(), "trafalgar-stack-"));
  chmodSync(dir, asRoot ? 0o711 : 0o700);
  const stops: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    const tls = selfSignedCertificate(dir);
    const postgres = await startPostgres(dir);
    stops.push(postgres.stop);
    const mail = smtpSink(await freePort());
    await mail.start();
    stops.push(mail.stop);

    const password = randomBytes(12).toString("base64url");
    const origin = `https://${STACK_HOST}:${options.httpsPort}`;
    const env = {
      NODE_ENV: "production",
      PUBLIC_SITE_ORIGIN: origin,
      DATABASE_URL: postgres.url,
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      TOOLS_PASSWORD: "",
      TOOLS_PASSWORD_HASH: await hashPassword(password),
      OWNER_EMAIL: TEST_OWNER_EMAIL,
      OWNER_NAME: TEST_OWNER_NAME,
      SMTP_URL: mail.url,
      TRUST_PROXY: "loopback",
      // A deployment, even when the test suite starts it: never its short waits (decision 317).
      TEST_SHORT_WAITS: "false",
    };
    const names = ["a", "b", "c", "d"].slice(0, options.instances ?? 2);
    const instances: StackInstance[] = [];
    for (const name of names) {
      const instance = siteInstance(name, await freePort(), dir, env);
      instances.push(instance);
      stops.push(async () => {
        const child = instance.process();
        if (child.exitCode === null && child.signalCode === null) await instance.stop();
      });
      // One after the other: the first applies the migrations.
      await instance.start();
    }
    const nginx = await startNginx(dir, {
      dir,
      certificate: tls.certificate,
      key: tls.key,
      httpsPort: options.httpsPort,
      httpPort: options.httpPort,
      host: STACK_HOST,
      upstreams: instances.map((instance) => instance.port),
      workerUser: asRoot ? `${NGINX_WORKER.user} ${NGINX_WORKER.group}` : undefined,
    });
    stops.push(nginx.stop);
    return {
      dir,
      origin,
      httpOrigin: `http://${STACK_HOST}:${options.httpPort}`,
      certificate: tls.pem,
      ownerEmail: TEST_OWNER_EMAIL,
      password,
      instances,
      mail,
      postgres,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
