import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client.ts";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server.ts";
import { smtpSink } from "../support/smtp-sink.ts";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function site(env: Record<string, string> = {}): Promise<SiteServer> {
  const server = await startSiteServer(env);
  cleanups.push(server.stop);
  return server;
}

async function exited(server: SiteServer): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null)
    await once(server.process, "exit");
}

// On both engines: what the server said it stored is stored, whatever happens to the process next.
describe("a server killed mid-write", { timeout: 120_000 }, () => {
  it("loses no message it accepted", async () => {
    const sink = smtpSink(await freePort());
    await sink.start();
    cleanups.push(() => sink.stop());
    const first = await site({ SMTP_URL: sink.url });
    const count = 40;
    const captchas = await Promise.all(Array.from({ length: count }, () => solvedCaptcha(first.origin)));
    const outcomes = captchas.map(async (captcha, i) => {
      const body = { ...SAMPLE_MESSAGE, message: `Durable enquiry ${i}`, recipient: "general", captcha };
      try {
        const response = await postContact(first.origin, body, `198.51.100.${i + 1}`);
        const answer: unknown = await response.json();
        return response.ok && JSON.stringify(answer) === '{"success":true}' ? i : undefined;
      } catch {
        return undefined;
      }
    });
    // Killed as soon as the first answer arrives: the other submissions are in flight.
    await Promise.race(outcomes);
    first.process.kill("SIGKILL");
    const accepted = (await Promise.all(outcomes)).filter((i) => i !== undefined);
    await exited(first);
    expect(accepted.length).toBeGreaterThan(0);

    // Read from the files (or PostgreSQL) the killed process left: every accepted message is there.
    const rows = await runOnSiteDatabase(first, "SELECT submission FROM contact_outbox");
    const stored = new Set(
      rows.map((row) => Number(/Durable enquiry (\d+)/.exec(String(row.submission))?.[1])),
    );
    expect(accepted.filter((i) => !stored.has(i))).toEqual([]);
  });
});

describe("the embedded database's data folder", { timeout: 60_000 }, () => {
  it("refuses a second server process with a message that says why, while the first goes on", async () => {
    const first = await site({ DATABASE_URL: "" });
    const refusal = await startSiteServer({ DATA_DIR: first.dataDir, DATABASE_URL: "" }).then(
      async (second) => {
        cleanups.push(second.stop);
        await exited(second);
        expect(second.process.exitCode).toBe(1);
        return second.output();
      },
      (error: unknown) => String(error),
    );
    expect(refusal).toMatch(/is in use by another server process/);
    expect(refusal).toContain("DATABASE_URL");
    expect((await fetch(`${first.origin}/api/contact/challenge`)).status).toBe(200);
  });
});
