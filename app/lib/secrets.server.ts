import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { config } from "./config.server";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "./data-dir.server";

const storeSchema = z.record(z.string(), z.string());

function storePath(): string {
  return path.join(config().dataDir, "secrets.json");
}

function readStore(): Record<string, string> {
  try {
    return storeSchema.parse(JSON.parse(readFileSync(storePath(), "utf8")));
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return {};
    throw error;
  }
}

/**
 * A secret that configuration did not provide: made once, kept in DATA_DIR (owner-only), and reused
 * after restarts so sessions and passwords survive them. `created` tells the caller it is new.
 */
export function storedSecret(name: string, generate: () => string): { value: string; created: boolean } {
  const store = readStore();
  const existing = store[name];
  if (existing) return { value: existing, created: false };
  const value = generate();
  mkdirSync(config().dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  writeFileSync(storePath(), `${JSON.stringify({ ...store, [name]: value }, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
  return { value, created: true };
}

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** Cookie-signing secrets: configured ones (newest first, for rotation) or one kept in DATA_DIR. */
export function sessionSecrets(): string[] {
  return config().sessionSecrets ?? [storedSecret("sessionSecret", randomSecret).value];
}
