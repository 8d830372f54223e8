import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { hostname } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ITEMS_PER_BATCH } from "../../app/features/photos/constants.ts";
import { SAMPLE_CATALOGUE_DIR } from "../../app/lib/config.server.ts";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { UPSTREAM_FAIL_TIMEOUT_S } from "../../scripts/stack/nginx-config.ts";
import { type Stack, type StackInstance, startStack } from "../../scripts/stack/stack.ts";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client.ts";
import { observatoryScore } from "../support/observatory.ts";
import { freePort } from "../support/site-server.ts";
import { eventually } from "../support/smtp-sink.ts";
import { negotiatedProtocol, stackRequest, stackSignIn } from "../support/stack-client.ts";
import { ownerOnDeployment } from "../support/staff-accounts.ts";
import { dashboardStatus, postPassword } from "../support/staff-client.ts";

const CATALOGUE = path.resolve(import.meta.dirname, "../..", SAMPLE_CATALOGUE_DIR);
const WRONG = "not the staff password";

let stack: Stack;
/**
 * The account the per-address tests guess at: guesses at the owner's from many addresses would hold it back
 * from every address it has not signed in from (which the accounts tests cover).
 */
const GUESSED = "guessed@trafalgar.test";
/** The first owner's sign-in: a deployment asks it for a second factor. */
let owner: ReturnType<typeof ownerOnDeployment>;
let a: StackInstance;
let b: StackInstance;
let clients = 0;
/** A fresh client address per use, as the instances see it behind nginx (they trust loopback's X-Forwarded-For). */
const nextClient = () => `198.51.100.${++clients}`;

async function query<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client(stack.postgres.url);
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

// The production shape end to end (issue 17): nginx with TLS and HTTP/2, two instances, PostgreSQL, SMTP.
describe("the production stack", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    stack = await startStack({ httpsPort: await freePort(), httpPort: await freePort() });
    owner = ownerOnDeployment(stack.password);
    [a, b] = stack.instances as [StackInstance, StackInstance];
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it("redirects plain HTTP to HTTPS and speaks HTTP/2 over TLS", async () => {
    const { port } = new URL(stack.httpOrigin);
    const redirect = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      request(
        {
          host: "127.0.0.1",
          port,
          path: "/brands?lng=fr",
          headers: { Host: new URL(stack.httpOrigin).host },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        },
      )
        .once("error", reject)
        .end();
    });
    expect(redirect).toEqual({ status: 301, location: `${stack.origin}/brands?lng=fr` });
    expect(await negotiatedProtocol(stack)).toBe("h2");
  });

  it.each(["/", "/brands/aquatalia", "/contact", "/tools/login"])(
    "%s scores at least 110 under the Observatory's rules over real TLS, HSTS included",
    async (page) => {
      const response = await stackRequest(stack, page);
      expect(response.status).toBe(200);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
      const { score, findings } = observatoryScore(response.headers, response.body);
      expect(findings.filter((finding) => finding.modifier < 0)).toEqual([]);
      expect(
        findings.find((finding) => finding.test === "strict-transport-security")?.modifier ?? 0,
      ).toBeGreaterThanOrEqual(0);
      expect(score).toBeGreaterThanOrEqual(110);
    },
  );

  it("keeps a staff session signed in through instance A working through B and through nginx", async () => {
    const cookie = await owner(a.origin, nextClient());
    expect(cookie).toMatch(/^__Host-/);
    expect(await dashboardStatus(b.origin, cookie)).toBe(200);
    expect((await stackRequest(stack, "/tools", { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it("counts failed sign-ins across both instances, a parallel burst included", async () => {
    const client = nextClient();
    for (const instance of [a, b, a, b, a]) {
      expect((await postPassword(instance.origin, WRONG, client, "", GUESSED)).status).toBe(401);
    }
    expect((await postPassword(b.origin, stack.password, client)).status).toBe(429);
    expect((await postPassword(a.origin, stack.password, client)).status).toBe(429);

    // The check and the count are one step on PostgreSQL too: a burst on both gets exactly 5 checked.
    const burst = nextClient();
    const statuses = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        postPassword((i % 2 ? a : b).origin, WRONG, burst, "", GUESSED).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  });

  it("believes no X-Forwarded-For from a client: a forged one neither dodges the throttle nor locks others out", async () => {
    const attacker = "127.0.0.2";
    const victim = "127.0.0.3";
    const answers: number[] = [];
    for (let i = 1; i <= 6; i++) {
      answers.push((await stackSignIn(stack, WRONG, attacker, `203.0.113.${i}`)).status);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    for (let i = 0; i < 6; i++) {
      expect((await stackSignIn(stack, WRONG, attacker, victim)).status).toBe(429);
    }
    const signedIn = await stackSignIn(stack, stack.password, victim);
    expect(signedIn.status).toBe(302);
    // To the dashboard, or to the second step once the owner has enrolled one.
    expect(signedIn.headers.get("location")).toMatch(/^\/tools(\/login\/second-factor)?$/);
  });

  it("streams a photo download prepared on A from B", async () => {
    const cookie = await owner(a.origin, nextClient());
    const { bridgedGaps } = EDGE_CASE_ITEMS;
    const photos = [`${bridgedGaps}_01.jpg`, `${bridgedGaps}_07.jpg`];
    const prepared = await fetch(`${a.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: stack.origin },
      body: JSON.stringify({ mode: "photos", items: [{ item: bridgedGaps, photos }] }),
    });
    expect(prepared.status).toBe(201);
    const { download } = await prepared.json();
    const archive = await fetch(`${b.origin}${download.url}`, { headers: { Cookie: cookie } });
    expect(archive.status).toBe(200);
    const bytes = Buffer.from(await archive.arrayBuffer());
    for (const photo of photos) {
      expect(bytes.includes(readFileSync(path.join(CATALOGUE, bridgedGaps, photo))), photo).toBe(true);
    }
  });

  it("delivers 50 messages sent with SMTP down exactly once, though an instance is killed mid-delivery", async () => {
    const count = 50;
    await stack.mail.stop();
    const sites = (i: number) => (i % 2 ? b : a).origin;
    const captchas = await Promise.all(Array.from({ length: count }, (_, i) => solvedCaptcha(sites(i))));
    for (const [i, captcha] of captchas.entries()) {
      const body = { ...SAMPLE_MESSAGE, message: `Stack enquiry ${i}`, recipient: "general", captcha };
      const response = await postContact(sites(i), body, nextClient());
      expect(await response.json()).toEqual({ success: true });
    }
    // A mail server that takes a moment per message: the 50 cannot all leave between two looks at the mailbox,
    // so A is killed while it still has messages to deliver.
    stack.mail.pace(50);
    await stack.mail.start();
    await eventually(() => stack.mail.received.length > 0, "the first delivery", 60_000, 10);
    const claimant = `${hostname()}:${a.process().pid}`;
    await a.kill();
    const deliveredAtKill = stack.mail.received.length;
    expect(deliveredAtKill).toBeLessThan(count);
    stack.mail.pace(0);

    // What A held when it died: its claims would expire after OUTBOX.claimMs; age them, as time would.
    const held = await query<{ id: number }>(
      "UPDATE contact_outbox SET claimed_until = $2 WHERE claimed_by = $1 AND status = 'sending' RETURNING id",
      [claimant, Date.now() - 1],
    );
    await eventually(() => stack.mail.received.length >= count, `${count} messages`, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const byMessageId = new Map<string, Set<string>>();
    for (const mail of stack.mail.received) {
      const id = mail.header("Message-ID") ?? "";
      const number = /Stack enquiry (\d+)/.exec(mail.raw)?.[1] ?? "";
      byMessageId.set(id, (byMessageId.get(id) ?? new Set()).add(number));
    }
    // Every message arrived, each under one Message-ID, which a mailbox shows once.
    expect(byMessageId.size).toBe(count);
    expect(new Set([...byMessageId.values()].flatMap((numbers) => [...numbers])).size).toBe(count);
    for (const numbers of byMessageId.values()) expect(numbers.size).toBe(1);
    // A second copy can only be of a message A was sending at the moment it was killed.
    const outboxId = (messageId: string) => Number(/<contact-(\d+)-/.exec(messageId)?.[1]);
    const copies = stack.mail.received.map((mail) => outboxId(mail.header("Message-ID") ?? ""));
    const repeated = copies.filter((id, index) => copies.indexOf(id) !== index);
    expect(repeated.filter((id) => !held.some((row) => row.id === id))).toEqual([]);
    await a.start();
  });

  it("loses no request of 20 connections while A, then B, restart", async () => {
    const { port, host } = new URL(stack.origin);
    let load: autocannon.Instance | undefined;
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      load = autocannon(
        {
          url: `https://127.0.0.1:${port}`,
          connections: 20,
          duration: 120,
          headers: { host, "accept-encoding": "br" },
          servername: "localhost",
          tlsOptions: { ca: stack.certificate, servername: "localhost" },
          requests: [{ path: "/" }, { path: "/brands/aquatalia" }],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const instance of [a, b]) {
      await instance.stop();
      expect(instance.process().exitCode).toBe(0);
      await instance.start();
      // As docs/deploy.md says: wait until nginx has tried the instance again before stopping the next.
      await new Promise((resolve) => setTimeout(resolve, (UPSTREAM_FAIL_TIMEOUT_S + 1) * 1000));
    }
    load?.stop();
    const { errors, timeouts, non2xx, requests, statusCodeStats } = await result;
    expect({ errors, timeouts, non2xx, statusCodeStats }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      statusCodeStats: { "200": { count: requests.total } },
    });
    expect(requests.total).toBeGreaterThan(100);
  });

  it("lets a download in flight finish after SIGTERM while refusing new connections", async () => {
    const cookie = await owner(a.origin, nextClient());
    // The sample catalogue's ordinary items, every photo: a zip of several megabytes, still streaming when A stops.
    const items = readdirSync(CATALOGUE, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("9000"))
      .slice(0, MAX_ITEMS_PER_BATCH)
      .map(({ name }) => ({
        item: name,
        photos: readdirSync(path.join(CATALOGUE, name)).filter((file) => /_\d\d\.jpg$/.test(file)),
      }))
      .filter(({ photos }) => photos.length > 0);
    const prepared = await fetch(`${a.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: stack.origin },
      body: JSON.stringify({ mode: "photos", items }),
    });
    expect(prepared.status).toBe(201);
    const { download } = await prepared.json();
    const reader = (
      await fetch(`${a.origin}${download.url}`, { headers: { Cookie: cookie } })
    ).body?.getReader();
    if (!reader) throw new Error("no download body");
    const first = await reader.read();
    a.process().kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(fetch(`${a.origin}/healthz`)).rejects.toThrow();
    let bytes = first.value?.length ?? 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      bytes += chunk.value.length;
    expect(bytes).toBeGreaterThan(1_000_000);
    if (a.process().exitCode === null) await once(a.process(), "exit");
    expect(a.process().exitCode).toBe(0);
    expect(a.output()).toMatch(/"msg":"stopped"/);
    await a.start();
  });

  /**
   * An instance's own /healthz status, read in full. A kept-alive connection the instance closed just as the
   * request left ("other side closed") is a client's race, not an answer: that request is made again once.
   * An instance that is not there any more is reported with how it ended and the end of its log.
   */
  async function healthStatus(instance: StackInstance): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await fetch(`${instance.origin}/healthz`);
        await response.arrayBuffer();
        return response.status;
      } catch (error) {
        const { exitCode, signalCode } = instance.process();
        if (exitCode !== null || signalCode !== null) {
          throw new Error(
            `instance ${instance.name} ended (${exitCode ?? signalCode}):\n${instance.output().slice(-3000)}`,
          );
        }
        if (attempt > 0) throw error;
      }
    }
  }

  it("reports health and the mail backlog at /healthz, and 503 while PostgreSQL is down", async () => {
    // The delivery test above leaves a message A was sending when it died for B to send again once its
    // claim has expired; on a busy machine that can still be under way, and the backlog then says so.
    let healthy = await stackRequest(stack, "/healthz");
    for (let tries = 0; tries < 100 && JSON.parse(healthy.body).outbox?.waiting !== 0; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      healthy = await stackRequest(stack, "/healthz");
    }
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(healthy.body)).toEqual({
      status: "ok",
      database: "reachable",
      outbox: { waiting: 0, oldestWaitingSeconds: null, failed: 0 },
    });
    stack.postgres.halt();
    try {
      for (const instance of [a, b]) expect(await healthStatus(instance)).toBe(503);
      const down = await stackRequest(stack, "/healthz");
      expect(down.status).toBe(503);
      expect(JSON.parse(down.body)).toEqual({ status: "unavailable", database: "unreachable" });
    } finally {
      stack.postgres.resume();
    }
    for (const instance of [a, b]) {
      let status = 0;
      for (let tries = 0; tries < 50 && status !== 200; tries++) {
        status = await healthStatus(instance);
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe(200);
    }
  });
});
