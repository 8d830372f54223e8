import { readdirSync, readFileSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { request } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { BRAND_MANAGERS } from "@content/brands/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client.ts";
import { floodPost, rawRequest } from "../support/raw-http.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { eventually } from "../support/smtp-sink.ts";
import { dashboardStatus, postPassword, signIn } from "../support/staff-client.ts";

let clients = 0;
/** A fresh client address per test, so one test's throttle never bites another. */
const nextClient = () => `203.0.113.${++clients}`;

let site: SiteServer;
/**
 * The address staff sign in from. The wrong passwords below are aimed at the same account from many addresses
 * and hold it back from new ones; an address it signed in from before still gets in.
 */
const staffAddress = nextClient();

beforeAll(async () => {
  site = await startSiteServer({ SESSION_SECRET: "hardening-secret-of-at-least-32-characters!" });
  await signIn(site.origin, staffAddress);
});

afterAll(async () => {
  await site?.stop();
});

/** The server process's resident memory, in MB. */
function residentMb(): number {
  const status = readFileSync(`/proc/${site.process.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

describe("staff sign-in under attack", () => {
  it("refuses oversized bodies with 413 without buffering them, chunked or not", async () => {
    const before = residentMb();
    const signIn50Mb = () =>
      floodPost(site.origin, {
        path: "/tools/login",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextClient() },
        megabytes: 50,
        declared: false,
      });
    const statuses = await Promise.all([signIn50Mb(), signIn50Mb(), signIn50Mb()]);
    expect(statuses).toEqual([413, 413, 413]);
    expect(residentMb() - before).toBeLessThan(30);

    const declared = await rawRequest(site.origin, {
      method: "POST",
      path: "/tools/login",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextClient() },
      body: Buffer.alloc(5 * 1024 * 1024, 0x61),
    });
    expect(declared.status).toBe(413);
  });

  it("answers a throttled client at once, without reading its body", async () => {
    const client = nextClient();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postPassword(site.origin, `guess ${attempt}`, client)).status).toBe(401);
    }
    // The body never ends: only a server that does not wait for it can answer.
    const { hostname, port } = new URL(site.origin);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          hostname,
          port,
          method: "POST",
          path: "/tools/login",
          agent: false,
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      req.write("password=");
    });
    expect(status).toBe(429);
  });

  it("checks exactly five of sixty concurrent wrong passwords from one client", async () => {
    const client = nextClient();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        postPassword(site.origin, `wrong ${n}`, client).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it("answers a JSON, text or broken multipart sign-in with 415 or 400, and logs no stack trace", async () => {
    const bodies: [string, string][] = [
      ["application/json", '{"password":"x"}'],
      ["text/plain", "password=x"],
      ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ];
    for (const [type, body] of bodies) {
      const response = await rawRequest(site.origin, {
        method: "POST",
        path: "/tools/login",
        headers: { "Content-Type": type, "X-Forwarded-For": nextClient() },
        body,
      });
      expect(response.status, type).toBe(415);
    }
    const empty = await rawRequest(site.origin, {
      method: "POST",
      path: "/tools/login",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextClient() },
      body: "user=x",
    });
    expect(empty.status).toBe(400);
    expect(site.output()).not.toMatch(/^\s+at /m);
  });
});

describe("requests from other sites", () => {
  it("refuses a cross-site sign-out with 403, and the session stays valid", async () => {
    const cookie = await signIn(site.origin, staffAddress);
    const crossSite: Record<string, string>[] = [
      { Origin: "https://elsewhere.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await fetch(`${site.origin}/tools/logout`, {
        method: "POST",
        headers: { Cookie: cookie, ...headers },
        redirect: "manual",
      });
      expect(response.status).toBe(403);
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(await response.text()).toMatch(/this site's own pages/);
    }
    expect(await dashboardStatus(site.origin, cookie)).toBe(200);

    const sameSite = await fetch(`${site.origin}/tools/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(sameSite.status).toBe(302);
    expect(await dashboardStatus(site.origin, cookie)).toBe(302);
  });

  it("refuses a cross-site contact message with the JSON error", async () => {
    const response = await fetch(`${site.origin}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://elsewhere.example" },
      body: JSON.stringify({ ...SAMPLE_MESSAGE, recipient: "general", captcha: "x" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, error: "cross_site_request" });
  });
});

describe("contact endpoint limits", () => {
  it("lets a real message through after five junk posts from the same address", async () => {
    const client = nextClient();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const junk = await postContact(
        site.origin,
        { ...SAMPLE_MESSAGE, recipient: "general", captcha: "x" },
        client,
      );
      expect(junk.status).toBe(403);
    }
    const real = await postContact(
      site.origin,
      { ...SAMPLE_MESSAGE, recipient: "general", captcha: await solvedCaptcha(site.origin) },
      client,
    );
    expect(real.status).toBe(200);
  });

  it("answers a chunked body over 32 kB with 413 and the JSON error, not a reset", async () => {
    const response = await rawRequest(site.origin, {
      method: "POST",
      path: "/api/contact",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": nextClient() },
      body: JSON.stringify({ ...SAMPLE_MESSAGE, message: "a".repeat(40_000) }),
      chunked: true,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ success: false, error: "payload_too_large" });
  });

  it("refuses text the database cannot hold with the 400 of invalid fields, logging nothing of it", async () => {
    for (const firstName of ["Cla\u0000ire", "Claire \ud800"]) {
      const response = await postContact(
        site.origin,
        { ...SAMPLE_MESSAGE, firstName, recipient: "general", captcha: await solvedCaptcha(site.origin) },
        nextClient(),
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: "invalid_fields" });
    }
    expect(site.output()).not.toContain(SAMPLE_MESSAGE.email);
  });

  it("keeps brand-manager addresses out of brand pages, and delivers a brand form to its manager", async () => {
    for (const language of ["en", "fr"]) {
      const html = await (await fetch(`${site.origin}/brands/aquatalia?lng=${language}`)).text();
      const data = await (await fetch(`${site.origin}/brands/aquatalia.data?lng=${language}`)).text();
      for (const address of Object.values(BRAND_MANAGERS)) {
        expect(html).not.toContain(address);
        expect(data).not.toContain(address);
      }
    }
    const response = await postContact(
      site.origin,
      { ...SAMPLE_MESSAGE, brand: "aquatalia", captcha: await solvedCaptcha(site.origin) },
      nextClient(),
    );
    expect(response.status).toBe(200);
    const unknown = await postContact(
      site.origin,
      { ...SAMPLE_MESSAGE, brand: "no-such-brand", captcha: await solvedCaptcha(site.origin) },
      nextClient(),
    );
    expect(await unknown.json()).toEqual({ success: false, error: "unknown_recipient" });
  });
});

describe("malformed requests", () => {
  it("answers a missing or invalid Host with 400", async () => {
    for (const Host of ["a b", "[::1", "exa mple.com"]) {
      expect((await rawRequest(site.origin, { path: "/", headers: { Host } })).status, Host).toBe(400);
    }
    expect((await rawRequest(site.origin, { path: "/", noHost: true })).status).toBe(400);
  });

  it("ignores an i18next cookie that cannot be decoded", async () => {
    for (const pathName of ["/", "/sitemap.xml", "/brands/born"]) {
      const response = await fetch(`${site.origin}${pathName}`, {
        headers: { Cookie: "i18next=%", "Accept-Language": "fr-CA" },
      });
      expect(response.status, pathName).toBe(200);
      await response.arrayBuffer();
    }
    const home = await (await fetch(`${site.origin}/`, { headers: { Cookie: "i18next=%" } })).text();
    expect(home).toContain('<html lang="en"');
  });

  it("answers a wrong method with 405 and Allow, in one log line at most", async () => {
    const before = site.output().split("\n").length;
    const cases: [string, string, string][] = [
      ["PUT", "/sitemap.xml", "GET, HEAD"],
      ["POST", "/privacy", "GET, HEAD"],
      ["PUT", "/b2b/notify/unsubscribe/1.x", "GET, HEAD, POST"],
      ["PUT", "/about", "GET, HEAD, POST"],
      ["DELETE", "/api/contact", "POST"],
      ["GET", "/api/photos/lookups", "POST"],
      ["PATCH", "/tools/login", "GET, HEAD, POST"],
    ];
    for (const [method, pathName, allow] of cases) {
      const response = await rawRequest(site.origin, { method, path: pathName });
      expect(response.status, `${method} ${pathName}`).toBe(405);
      expect(response.headers.allow).toBe(allow);
    }
    // A line an earlier request wrote late may come in between, so each refusal is looked for by itself:
    // at most its own request line, and nothing louder or unparsed (a warning, an error, a stack trace).
    const added = site
      .output()
      .split("\n")
      .slice(before - 1)
      .filter(Boolean);
    const loud = added.filter((line) => !/^\{.*"level":"(trace|debug|info)"/.test(line));
    expect(loud).toEqual([]);
    for (const [method, pathName] of cases) {
      const own = added.filter((line) => line.includes(`"method":"${method}","path":"${pathName}"`));
      expect(own.length, `${method} ${pathName}`).toBeLessThanOrEqual(1);
    }
  });

  it("keeps serving when clients hang up the moment they have asked for a counted page", async () => {
    // A closed socket has no address: counting the page view once stopped the server (decision 318).
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36" };
    for (let i = 0; i < 2; i++) await (await fetch(`${site.origin}/about`, { headers: browser })).text();
    const { port } = new URL(site.origin);
    for (let i = 0; i < 300; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `GET /about HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${browser["User-Agent"]}\r\n\r\n`,
          );
          socket.resetAndDestroy();
          resolve();
        });
        socket.on("error", () => resolve());
      });
    }
    expect((await fetch(`${site.origin}/about`)).status).toBe(200);
    expect(site.output()).not.toContain("TypeError");
  });

  it("answers a broken percent-encoding in the path with 400", async () => {
    for (const pathName of ["/%", "/brands/%E0%A4%A"]) {
      expect((await rawRequest(site.origin, { path: pathName })).status, pathName).toBe(400);
    }
  });
});

describe("the data folder", () => {
  it("is private to the server's user: folders 700, files 600, stored messages included", async () => {
    // The mail drop exists on the embedded engine only: with DATABASE_URL, SMTP_URL is required.
    const embedded = await startSiteServer({ DATABASE_URL: "" });
    try {
      await expectPrivateDataFolder(embedded);
    } finally {
      await embedded.stop();
    }
  });
});

async function expectPrivateDataFolder(embedded: SiteServer): Promise<void> {
  const response = await postContact(
    embedded.origin,
    { ...SAMPLE_MESSAGE, recipient: "general", captcha: await solvedCaptcha(embedded.origin) },
    nextClient(),
  );
  expect(response.status).toBe(200);
  const mail = path.join(embedded.dataDir, "mail");
  await eventually(() => {
    try {
      return readdirSync(mail).some((file) => file.endsWith(".eml"));
    } catch {
      return false;
    }
  }, "the message in the mail drop");
  const entries = await readdir(embedded.dataDir, { recursive: true, withFileTypes: true });
  expect(entries.filter((entry) => entry.name.endsWith(".eml")).length).toBeGreaterThan(0);
  const loose = [embedded.dataDir, ...entries.map((entry) => path.join(entry.parentPath, entry.name))].filter(
    (file) => {
      const stats = statSync(file);
      return (stats.mode & 0o777) !== (stats.isDirectory() ? 0o700 : 0o600);
    },
  );
  expect(loose).toEqual([]);
}
