import { chmodSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** The embedded database's file in DATA_DIR. */
export const SQLITE_FILE_NAME = "site.db";

/** The server's own files: visitors' messages, sessions, secrets. Nobody but its user may read them. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes DATA_DIR private to the server's user, creating it if needed, and tightens whatever an earlier
 * version left readable by others. New files stay private through the process umask (`server/start.js`)
 * and the explicit modes of the files the site writes itself.
 */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  chmodSync(dataDir, PRIVATE_DIRECTORY_MODE);
  for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const mode = entry.isDirectory() ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE;
    chmodSync(path.join(entry.parentPath, entry.name), mode);
  }
}
