import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { renderSlots } from "./render-slots";

let server: Server | undefined;
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      // fetch keeps its connections alive for a while; the test is over.
      server.closeAllConnections();
    }),
);

/**
 * A site whose every "render" waits until the test lets it finish (or never answers, for `/stuck`), and
 * counts how many are in flight at once.
 */
async function site(limits: Parameters<typeof renderSlots>[0]) {
  let inFlight = 0;
  let most = 0;
  const waiting: (() => void)[] = [];
  const app = express();
  app.use(renderSlots(limits));
  app.get("/stuck", () => {
    inFlight += 1;
    most = Math.max(most, inFlight);
  });
  app.get("/page", (_req, res) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    waiting.push(() => {
      inFlight -= 1;
      res.type("text/plain").send("rendered");
    });
  });
  server = createServer(app);
  const listening = server;
  await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  /** Lets every render started so far finish. */
  const finish = () => {
    for (const done of waiting.splice(0)) done();
  };
  return { origin, finish, most: () => most, started: () => waiting.length };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe("render slots", () => {
  it("renders at most `concurrent` at once, lines up `waiting` more and turns the rest away with 503", async () => {
    const { origin, finish, most, started } = await site({ concurrent: 2, waiting: 3, heldMs: 10_000 });
    const answers = Array.from({ length: 6 }, () => fetch(`${origin}/page`));
    const [turnedAway] = await Promise.all(answers.slice(5));
    if (!turnedAway) throw new Error("no sixth answer");
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get("retry-after")).toBe("1");
    expect(await turnedAway.text()).toContain("try again");

    await until(() => started() === 2);
    finish();
    await until(() => started() === 2);
    finish();
    await until(() => started() === 1);
    finish();
    const bodies = await Promise.all(answers.slice(0, 5).map(async (answer) => (await answer).text()));
    expect(bodies).toEqual(Array(5).fill("rendered"));
    expect(most()).toBe(2);
  });

  it("gives a slot back after `heldMs` when its answer is never finished", async () => {
    const { origin, finish } = await site({ concurrent: 1, waiting: 5, heldMs: 200 });
    const stuck = new AbortController();
    void fetch(`${origin}/stuck`, { signal: stuck.signal }).catch(() => undefined);
    const next = fetch(`${origin}/page`);
    await new Promise((r) => setTimeout(r, 300));
    finish();
    expect(await (await next).text()).toBe("rendered");
    stuck.abort();
  });

  it("gives a slot back as soon as the client goes away", async () => {
    const { origin, finish } = await site({ concurrent: 1, waiting: 5, heldMs: 60_000 });
    const gone = new AbortController();
    void fetch(`${origin}/stuck`, { signal: gone.signal }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    gone.abort();
    const next = fetch(`${origin}/page`);
    await new Promise((r) => setTimeout(r, 100));
    finish();
    expect(await (await next).text()).toBe("rendered");
  });
});
