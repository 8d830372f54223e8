import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword } from "~/features/accounts/password-hash.server";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { startSiteServer } from "../support/site-server.ts";
import { dashboardStatus, postPassword, signIn, storedSessionKey } from "../support/staff-client.ts";

const OLD_SECRET = "the-previous-session-secret-of-32-characters";
const NEW_SECRET = "the-current-session-secret-of-32-characters!";
const HOUR = 60 * 60 * 1000;
const client = "198.51.100.40";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "trafalgar-tools-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function site(env: Record<string, string>) {
  const server = await startSiteServer(env);
  cleanups.push(server.stop);
  return server;
}

// Each test starts the server (and opens a fresh database) once or more.
describe("staff session lifetime", { timeout: 90_000 }, () => {
  it("refuses a session 8 hours after sign-in or after 2 idle hours, even across restarts", async () => {
    const DATA_DIR = dataDir();
    const env = { DATA_DIR, SESSION_SECRET: OLD_SECRET };
    let server = await site(env);
    const [long, idle, fresh] = [
      await signIn(server.origin, client),
      await signIn(server.origin, client),
      await signIn(server.origin, client),
    ];
    await server.stop();

    // Age two sessions in the server's own database, as the clock would have.
    const now = Date.now();
    await runOnSiteDatabase(
      server,
      "UPDATE staff_sessions SET started_at = $2, last_seen_at = $3 WHERE id_hash = $1",
      [storedSessionKey(long), now - 8 * HOUR - 60_000, now - 60_000],
    );
    await runOnSiteDatabase(
      server,
      "UPDATE staff_sessions SET started_at = $2, last_seen_at = $2 WHERE id_hash = $1",
      [storedSessionKey(idle), now - 2 * HOUR - 60_000],
    );

    server = await site(env);
    expect(await dashboardStatus(server.origin, long)).toBe(302);
    expect(await dashboardStatus(server.origin, idle)).toBe(302);
    expect(await dashboardStatus(server.origin, fresh)).toBe(200);
  });

  it("keeps sessions signed with a previous secret while it is still listed, for rotation", async () => {
    const DATA_DIR = dataDir();
    let server = await site({ DATA_DIR, SESSION_SECRET: OLD_SECRET });
    const cookie = await signIn(server.origin, client);
    await server.stop();

    server = await site({ DATA_DIR, SESSION_SECRET: `${NEW_SECRET},${OLD_SECRET}` });
    expect(await dashboardStatus(server.origin, cookie)).toBe(200);
    await server.stop();

    server = await site({ DATA_DIR, SESSION_SECRET: NEW_SECRET });
    expect(await dashboardStatus(server.origin, cookie)).toBe(302);
  });

  it("over HTTPS the cookie is __Host- prefixed and Secure", async () => {
    const server = await site({ PUBLIC_SITE_ORIGIN: "https://www.trafalgarbrands.example" });
    const response = await postPassword(server.origin, "correct horse battery staple", client);
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(
      /^__Host-trafalgar_tools_session=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    expect(await dashboardStatus(server.origin, setCookie.split(";")[0] ?? "")).toBe(200);
  });
});

describe("the staff password", { timeout: 90_000 }, () => {
  it("is generated when none is configured, printed at the first start only, and kept", async () => {
    const DATA_DIR = dataDir();
    // The embedded engine's behaviour: with DATABASE_URL the server requires TOOLS_PASSWORD_HASH instead.
    let server = await site({ DATA_DIR, DATABASE_URL: "", TOOLS_PASSWORD: "" });
    const printed = /Tools sign-in: owner@trafalgar\.test, password \(generated[^)]*\): (\S+)/.exec(
      server.output(),
    )?.[1];
    if (!printed) throw new Error(`no password printed:\n${server.output()}`);
    expect(await dashboardStatus(server.origin, await signIn(server.origin, client, printed))).toBe(200);
    await server.stop();

    server = await site({ DATA_DIR, DATABASE_URL: "", TOOLS_PASSWORD: "" });
    expect(server.output()).not.toContain(printed);
    expect(server.output()).toContain(path.join(DATA_DIR, "secrets.json"));
    expect(await dashboardStatus(server.origin, await signIn(server.origin, client, printed))).toBe(200);
  });

  it("can be configured as a hash only (TOOLS_PASSWORD_HASH)", async () => {
    const hash = await hashPassword("a hashed staff password");
    const server = await site({ TOOLS_PASSWORD: "", TOOLS_PASSWORD_HASH: hash });
    expect((await postPassword(server.origin, "correct horse battery staple", client)).status).toBe(401);
    expect(
      await dashboardStatus(server.origin, await signIn(server.origin, client, "a hashed staff password")),
    ).toBe(200);
  });

  it("stops the server at start-up with a clear message when the hash is malformed", async () => {
    await expect(startSiteServer({ TOOLS_PASSWORD: "", TOOLS_PASSWORD_HASH: "scrypt$oops" })).rejects.toThrow(
      /TOOLS_PASSWORD_HASH: must be a hash made by `npm run hash-password`/,
    );
  });
});
