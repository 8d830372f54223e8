// Runs before `npm test`: makes sure the programs the suite drives outside Node are on this machine.
// On Debian as root it installs what is missing with apt-get; anywhere else it stops and says what to install.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync } from "node:fs";
import path from "node:path";

export interface SystemComponent {
  /** What the suite needs it for, as the message names it. */
  name: string;
  /** The Debian packages that provide it. */
  packages: readonly string[];
  isPresent: () => boolean;
}

export type SetUpPlan =
  | { kind: "ready" }
  | { kind: "install"; packages: string[] }
  | { kind: "stop"; message: string };

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The browser the Playwright tests drive; `/usr/lib/chromium/chromium` skips the Debian wrapper's warning. */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";
}

const DEBIAN_POSTGRES_ROOT = "/usr/lib/postgresql";

/**
 * The folder holding PostgreSQL's `initdb` and `pg_ctl`. Debian keeps them in /usr/lib/postgresql/<version>/bin,
 * off PATH; other systems put them on PATH. The newest Debian version wins.
 */
export function postgresBinDir(): string | undefined {
  const onPath = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  const versions = existsSync(DEBIAN_POSTGRES_ROOT)
    ? readdirSync(DEBIAN_POSTGRES_ROOT)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(DEBIAN_POSTGRES_ROOT, version, "bin"))
    : [];
  return [...onPath, ...versions].find(
    (dir) => isExecutable(path.join(dir, "initdb")) && isExecutable(path.join(dir, "pg_ctl")),
  );
}

/** Debian's nginx, for the production stack (`npm run stack` and its tests); elsewhere the one on PATH. */
export function nginxExecutable(): string {
  const onPath = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  return (
    [...onPath, "/usr/sbin"].map((dir) => path.join(dir, "nginx")).find(isExecutable) ?? "/usr/sbin/nginx"
  );
}

const runs = (command: string, args: string[]) => spawnSync(command, args, { stdio: "ignore" }).status === 0;

const POSTGRESQL: SystemComponent = {
  name: "PostgreSQL, for the integration tests on the shared database",
  packages: ["postgresql"],
  isPresent: () => postgresBinDir() !== undefined,
};

/** What the production stack (`npm run stack`, and the tests against it) runs besides Node and PostgreSQL. */
export const STACK_COMPONENTS: readonly SystemComponent[] = [
  POSTGRESQL,
  {
    name: "nginx, the TLS proxy in front of the production stack",
    packages: ["nginx"],
    isPresent: () => isExecutable(nginxExecutable()),
  },
  {
    name: "OpenSSL, for the production stack's throw-away certificate",
    packages: ["openssl"],
    isPresent: () => runs("openssl", ["version"]),
  },
];

/** Everything the suite needs beyond `npm ci`. */
export const SYSTEM_COMPONENTS: readonly SystemComponent[] = [
  {
    name: "Chromium, for the browser tests",
    packages: ["chromium"],
    isPresent: () => isExecutable(chromiumExecutable()),
  },
  {
    name: "Liberation fonts, so browser tests lay text out the same on every machine",
    packages: ["fonts-liberation"],
    isPresent: () => existsSync("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"),
  },
  {
    name: "a Java runtime, for the Nu Html Checker",
    packages: ["default-jre-headless"],
    isPresent: () => runs("java", ["-version"]),
  },
  ...STACK_COMPONENTS,
];

/** What to do about the missing components: nothing, install them, or stop with the command to run. */
export function planSetUp(
  missing: readonly Pick<SystemComponent, "name" | "packages">[],
  machine: { debian: boolean; root: boolean },
): SetUpPlan {
  if (missing.length === 0) return { kind: "ready" };
  const packages = [...new Set(missing.flatMap((component) => component.packages))];
  if (machine.debian && machine.root) return { kind: "install", packages };
  const sudo = machine.root ? "" : "sudo ";
  const list = missing.map((component) => `  - ${component.name}: ${component.packages.join(" ")}`);
  const command = `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${packages.join(" ")}`;
  const how = machine.debian
    ? ["Install them, then run the tests again:", `  ${command}`]
    : [
        "These are Debian's package names; install the same programs with your system's package manager",
        "(or set CHROMIUM_PATH to a Chromium binary), then run the tests again. On Debian:",
        `  ${command}`,
      ];
  return {
    kind: "stop",
    message: ["The tests need system components this machine lacks:", ...list, ...how].join("\n"),
  };
}

function aptGet(args: string[]): void {
  const result = spawnSync("apt-get", args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status})`);
}

/**
 * Makes sure `components` are present: on Debian as root installs the missing ones with apt-get (Debian's
 * packages start no service here: the suite and the stack run their own), elsewhere exits with what to run.
 */
export function ensureSystemComponents(components: readonly SystemComponent[]): void {
  const missing = () => components.filter((component) => !component.isPresent());
  const machine = {
    debian: existsSync("/etc/debian_version") && runs("apt-get", ["--version"]),
    root: process.getuid?.() === 0,
  };
  const plan = planSetUp(missing(), machine);
  if (plan.kind === "stop") {
    console.error(plan.message);
    process.exit(1);
  }
  if (plan.kind === "install") {
    console.log(`Installing what is missing with apt-get: ${plan.packages.join(" ")}`);
    aptGet(["update", "-qq"]);
    aptGet(["install", "-y", "-qq", "--no-install-recommends", ...plan.packages]);
    const stillMissing = missing();
    if (stillMissing.length > 0) {
      console.error(
        `Still missing after apt-get: ${stillMissing.map((component) => component.name).join("; ")}`,
      );
      process.exit(1);
    }
  }
}

if (import.meta.main) {
  ensureSystemComponents(SYSTEM_COMPONENTS);
  console.log(
    `System components present: ${SYSTEM_COMPONENTS.map((component) => component.packages.join(" ")).join(", ")}`,
  );
}
