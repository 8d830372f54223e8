// `npm run stack`: the production shape on this machine (docs/deploy.md) — nginx with TLS and HTTP/2 in front of
// two instances of the built site, PostgreSQL, an SMTP server on loopback — under one temporary folder.
// Ctrl-C (or `npm run stack stop` from another terminal) stops it all and deletes the folder.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startStack } from "./stack/stack.ts";
import { ensureSystemComponents, STACK_COMPONENTS } from "./system-components.ts";

/** Where a running stack notes its process, so `npm run stack stop` can find it. */
const STATE_FILE = path.join(tmpdir(), "trafalgar-stack.json");
const HTTPS_PORT = Number(process.env.STACK_HTTPS_PORT ?? 8443);
const HTTP_PORT = Number(process.env.STACK_HTTP_PORT ?? 8080);
const ROOT = path.resolve(import.meta.dirname, "..");

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopRunningStack(): Promise<void> {
  if (!existsSync(STATE_FILE)) {
    console.log("No stack is running.");
    return;
  }
  const { pid } = JSON.parse(readFileSync(STATE_FILE, "utf8"));
  if (typeof pid !== "number" || !isRunning(pid)) {
    rmSync(STATE_FILE, { force: true });
    console.log("No stack is running.");
    return;
  }
  process.kill(pid, "SIGTERM");
  while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 200));
  console.log("Stack stopped.");
}

async function run(): Promise<void> {
  ensureSystemComponents(STACK_COMPONENTS);
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(path.join(ROOT, buildDir, "server/index.js"))) {
    console.log("No build yet: running `npm run build` first.");
    if (spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);
  }
  const stack = await startStack({ httpsPort: HTTPS_PORT, httpPort: HTTP_PORT });
  writeFileSync(STATE_FILE, JSON.stringify({ pid: process.pid, dir: stack.dir }));
  const mailDir = path.join(stack.dir, "mail");
  mkdirSync(mailDir);
  console.log(
    [
      "",
      `Trafalgar Brands production stack, in ${stack.dir}`,
      `  ${stack.origin}   (nginx: TLS, HTTP/2; self-signed certificate ${path.join(stack.dir, "localhost.crt")})`,
      `  ${stack.httpOrigin}    redirects to HTTPS`,
      ...stack.instances.map(
        (instance) =>
          `  instance ${instance.name}: ${instance.origin}  log ${stack.dir}/instance-${instance.name}.log`,
      ),
      `  PostgreSQL: ${stack.postgres.url}`,
      `  SMTP: ${stack.mail.url}; messages saved in ${mailDir}`,
      `  Staff sign-in: ${stack.ownerEmail}, password ${stack.password} (then set up two-step verification)`,
      "Ctrl-C or `npm run stack stop` stops everything and deletes the folder.",
      "",
    ].join("\n"),
  );
  let saved = 0;
  const saveMail = setInterval(() => {
    for (const mail of stack.mail.received.slice(saved)) {
      saved++;
      writeFileSync(path.join(mailDir, `${String(saved).padStart(4, "0")}.eml`), mail.raw);
      console.log(`Mail to ${mail.to.join(", ")}: ${mail.header("Subject") ?? "(no subject)"}`);
    }
  }, 1000);
  const stop = async () => {
    clearInterval(saveMail);
    console.log("Stopping the stack…");
    await stack.stop();
    rmSync(STATE_FILE, { force: true });
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[2] === "stop") await stopRunningStack();
else await run();
