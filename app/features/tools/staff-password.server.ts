import path from "node:path";
import pLimit from "p-limit";
import { ConfigError, config } from "~/lib/config.server";
import { randomSecret, storedSecret } from "~/lib/secrets.server";
import { hashPassword, type PasswordHash, parsePasswordHash, verifyPassword } from "./password-hash.server";

const GENERATED_PASSWORD_SECRET = "toolsPassword";

/**
 * Password checks run one at a time. Each takes a tenth of a second of a core and 64 MiB, on the thread
 * pool that also reads files: a burst of guesses queues here instead of stalling every photo and page.
 */
const HASHING_CONCURRENCY = 1;
const hashing = pLimit(HASHING_CONCURRENCY);

let expected: Promise<PasswordHash> | undefined;

/** The password staff type, when configuration gave none: made once and kept in DATA_DIR. */
function generatedPassword() {
  return storedSecret(GENERATED_PASSWORD_SECRET, () => randomSecret(15));
}

async function resolveExpectedHash(): Promise<PasswordHash> {
  const { toolsPassword, toolsPasswordHash } = config();
  const hash = toolsPasswordHash ?? (await hashPassword(toolsPassword ?? generatedPassword().value));
  const parsed = parsePasswordHash(hash);
  if (!parsed) {
    throw new ConfigError(
      "Invalid configuration:\n  TOOLS_PASSWORD_HASH: must be a hash made by `npm run hash-password`",
    );
  }
  return parsed;
}

/** Hashed once per process, so a plain TOOLS_PASSWORD is never compared as text. */
function expectedHash(): Promise<PasswordHash> {
  expected ??= resolveExpectedHash();
  return expected;
}

export async function isStaffPassword(password: string): Promise<boolean> {
  const hash = await expectedHash();
  return hashing(() => verifyPassword(password, hash));
}

/**
 * Start-up: checks the configured hash and, when no password is configured, makes one and prints it
 * the one time it is created (later starts say where it is kept). Hashing starts now, not at the first sign-in.
 */
export function prepareStaffPassword(log: (line: string) => void = console.log): void {
  const { toolsPassword, toolsPasswordHash, dataDir } = config();
  if (toolsPasswordHash && !parsePasswordHash(toolsPasswordHash)) {
    throw new ConfigError(
      "Invalid configuration:\n  TOOLS_PASSWORD_HASH: must be a hash made by `npm run hash-password`",
    );
  }
  if (!toolsPassword && !toolsPasswordHash) {
    const { value, created } = generatedPassword();
    const where = path.join(dataDir, "secrets.json");
    log(
      created
        ? `Tools password (generated; set TOOLS_PASSWORD or TOOLS_PASSWORD_HASH to choose one): ${value}`
        : `Tools password: generated at first start, kept in ${where} under "${GENERATED_PASSWORD_SECRET}".`,
    );
  }
  expectedHash().catch((error: unknown) => console.error(error));
}
