import path from "node:path";
import pLimit from "p-limit";
import { ConfigError, config } from "~/lib/config.server";
import { FALLBACK_LANGUAGE } from "~/lib/languages";
import { randomSecret, storedSecret } from "~/lib/secrets.server";
import { type AccountRow, accountByEmail, createAccount, normalEmail } from "./accounts.server";
import { hashPassword, type PasswordHash, parsePasswordHash, verifyPassword } from "./password-hash.server";

const GENERATED_PASSWORD_SECRET = "toolsPassword";

/**
 * Password checks run one at a time. Each takes a tenth of a second of a core and 64 MiB, on the thread
 * pool that also reads files: a burst of guesses queues here instead of stalling every photo and page.
 */
const HASHING_CONCURRENCY = 1;
const hashing = pLimit(HASHING_CONCURRENCY);

let configured: Promise<PasswordHash> | undefined;

/** The password staff type, when configuration gave none: made once and kept in DATA_DIR. */
function generatedPassword() {
  return storedSecret(GENERATED_PASSWORD_SECRET, () => randomSecret(15));
}

function invalidHash(): ConfigError {
  return new ConfigError(
    "Invalid configuration:\n  TOOLS_PASSWORD_HASH: must be a hash made by `npm run hash-password`",
  );
}

async function resolveConfiguredHash(): Promise<PasswordHash> {
  const { toolsPassword, toolsPasswordHash } = config();
  const parsed = parsePasswordHash(
    toolsPasswordHash ?? (await hashPassword(toolsPassword ?? generatedPassword().value)),
  );
  if (!parsed) throw invalidHash();
  return parsed;
}

/** The configured (or generated) password, hashed once per process so it is never compared as text. */
function configuredHash(): Promise<PasswordHash> {
  configured ??= resolveConfiguredHash();
  return configured;
}

/**
 * The hash an account signs in with: its own once it has set one; the configured password for the first
 * owner until then (decision 213); none for an invitee who has not used the invitation yet.
 */
async function hashOf(
  account: Pick<AccountRow, "email" | "password_hash">,
): Promise<PasswordHash | undefined> {
  if (account.password_hash) return parsePasswordHash(account.password_hash);
  return account.email === config().ownerEmail ? configuredHash() : undefined;
}

/**
 * Whether `password` opens `account`. With no account (an address nobody has) or no password to compare,
 * a hash is still computed, so the answer takes as long as for a real account and tells no one which
 * addresses exist.
 */
export async function passwordOpens(
  account: Pick<AccountRow, "email" | "password_hash"> | undefined,
  password: string,
): Promise<boolean> {
  return opensWith(account && (await hashOf(account)), password);
}

/**
 * Whether `password` opens an account that signs in with its own password only (a buyer's): never the
 * configured one, whatever its address. Takes as long with no account or no password yet.
 */
export function ownPasswordOpens(
  account: { password_hash: string | null } | undefined,
  password: string,
): Promise<boolean> {
  return opensWith(account?.password_hash ? parsePasswordHash(account.password_hash) : undefined, password);
}

async function opensWith(own: PasswordHash | undefined, password: string): Promise<boolean> {
  const hash = own ?? (await configuredHash());
  const matches = await hashing(() => verifyPassword(password, hash));
  return own !== undefined && matches;
}

/** Hashes a new password on the same one-at-a-time queue as the checks. */
export function hashNewPassword(password: string): Promise<string> {
  return hashing(() => hashPassword(password));
}

/**
 * Start-up, before listening: checks the configured hash and, when no password is configured, makes one and
 * prints it the one time it is created (later starts say where it is kept). Hashing starts now, not at the
 * first sign-in.
 */
export function announceStaffPassword(log: (line: string) => void = console.log): void {
  const { toolsPassword, toolsPasswordHash, dataDir, ownerEmail } = config();
  if (toolsPasswordHash && !parsePasswordHash(toolsPasswordHash)) throw invalidHash();
  if (!toolsPassword && !toolsPasswordHash) {
    const { value, created } = generatedPassword();
    const where = path.join(dataDir, "secrets.json");
    log(
      created
        ? `Tools sign-in: ${ownerEmail}, password (generated; set TOOLS_PASSWORD or TOOLS_PASSWORD_HASH to choose one): ${value}`
        : `Tools sign-in: ${ownerEmail}, with the password generated at first start, kept in ${where} under "${GENERATED_PASSWORD_SECRET}".`,
    );
  }
  configuredHash().catch((error: unknown) => console.error(error));
}

/**
 * Start-up, once the database is open: the first owner exists, so the configured password signs in as
 * OWNER_EMAIL on a new database and an existing deployment alike. Two instances starting together make one.
 * Sign-in asks too, for a request that arrives while start-up is still under way. Its name is OWNER_NAME, or
 * none until the owner gives it at first sign-in (decision 267).
 */
export async function ensureFirstOwner(): Promise<AccountRow | undefined> {
  const { ownerEmail } = config();
  const existing = await accountByEmail(ownerEmail);
  if (existing) return existing;
  await createAccount({
    name: config().ownerName ?? "",
    email: ownerEmail,
    role: "owner",
    language: FALLBACK_LANGUAGE,
    state: "active",
    passwordHash: null,
  });
  return accountByEmail(ownerEmail);
}

/** The account an address names; the first owner's is made at once if start-up has not made it yet. */
export async function accountToSignIn(email: string): Promise<AccountRow | undefined> {
  const account = await accountByEmail(email);
  if (account || normalEmail(email) !== config().ownerEmail) return account;
  return ensureFirstOwner();
}
