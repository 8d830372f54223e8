import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
/**
 * Gives the calling test file an embedded database of its own, in a fresh DATA_DIR, before anything reads the
 * configuration (call it before importing the modules under test); opened before the tests, removed after,
 * with the clock set back to real time after each test.
 */
export function ownDatabase(prefix: string, env: Record<string, string> = {}): void {
  const dataDir = mkdtempSync(path.join(tmpdir(), `trafalgar-${prefix}-`));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SESSION_SECRET", "a-session-secret-long-enough-for-the-schema");
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  beforeAll(async () => {
    const { database } = await import("~/lib/database.server");
    await database();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    const { closeDatabase } = await import("~/lib/database.server");
    await closeDatabase();
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
