import { once } from "node:events";
import { createServer } from "node:http";
import { BRAND_MANAGERS } from "@content/brands/shared";
import { describe, expect } from "vitest";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server";
import { withSiteAndMailSink } from "../support/site-with-mail";
import { eventually, smtpSink } from "../support/smtp-sink";

const SALES = "sales-team@trafalgar.example";
let clients = 0;
/** A fresh visitor address per request, so the throttle only bites where a test wants it to. */
const nextClient = () => `198.51.100.${++clients}`;

const it = withSiteAndMailSink({ CONTACT_TO_SALES: SALES, MAIL_FROM: "web@trafalgar.example" });

describe("contact endpoint with a live SMTP server", () => {
  it("delivers a general message to the configured department, replying to the visitor", async ({
    site,
    sink,
  }) => {
    const captcha = await solvedCaptcha(site.origin);
    const response = await postContact(
      site.origin,
      { ...SAMPLE_MESSAGE, recipient: "sales", captcha, language: "en", page: "/contact" },
      nextClient(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    await eventually(() => sink.received.length === 1, "the message");
    const [mail] = sink.received;
    expect(mail?.to).toEqual([SALES]);
    expect(mail?.header("Reply-To")).toBe("Claire Tremblay <claire@chaussures-tremblay.example>");
    expect(mail?.header("From")).toBe("web@trafalgar.example");
    expect(mail?.subject()).toBe("Sales — Website enquiry from Claire Tremblay (Chaussures Tremblay)");
    const text = mail?.text() ?? "";
    expect(text).toMatch(
      new RegExp(`^New enquiry from the Trafalgar Brands website \\(${site.publicOrigin}\\)\\.\n`),
    );
    expect(text).toContain("Form: General contact form, Sales\n");
    expect(text).toContain("Language: English (en)\n");
    expect(text).toContain(`Sent from: ${site.publicOrigin}/contact\n`);
    expect(text).toMatch(/\nReceived: \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[ap]\.m\. E[SD]T\n/);
    expect(text).toContain("We would like to carry your brands in our three stores.");
    expect(text).not.toContain("Message reçu en français");
  });

  it("opens a French visitor's general message with a French line", async ({ site, sink }) => {
    sink.received.length = 0;
    const captcha = await solvedCaptcha(site.origin);
    const body = { ...SAMPLE_MESSAGE, recipient: "general", captcha, language: "fr", page: "/about" };
    expect((await postContact(site.origin, body, nextClient())).status).toBe(200);
    await eventually(() => sink.received.length === 1, "the French message");
    const [mail] = sink.received;
    expect(mail?.subject()).toBe(
      "General inquiries — Website enquiry from Claire Tremblay (Chaussures Tremblay)",
    );
    expect(mail?.text()).toMatch(/^Message reçu en français : le visiteur a écrit en français\.\n/);
    expect(mail?.text()).toContain("Language: French (fr)\n");
    expect(mail?.header("Content-Language")).toBe("fr");
  });

  it("names the brand of a brand page's message, in each language", async ({ site, sink }) => {
    for (const language of ["en", "fr"] as const) {
      sink.received.length = 0;
      const captcha = await solvedCaptcha(site.origin);
      const body = { ...SAMPLE_MESSAGE, brand: "dockers", captcha, language, page: "/brands/dockers" };
      expect((await postContact(site.origin, body, nextClient())).status).toBe(200);
      await eventually(() => sink.received.length === 1, `the ${language} brand message`);
      const [mail] = sink.received;
      expect(mail?.subject()).toBe("Dockers — Website enquiry from Claire Tremblay (Chaussures Tremblay)");
      const text = mail?.text() ?? "";
      expect(text).toContain("Form: Brand contact form, Dockers\n");
      expect(text).toContain(`Sent from: ${site.publicOrigin}/brands/dockers\n`);
      expect(text.startsWith("Message reçu en français")).toBe(language === "fr");
    }
  });

  it("delivers a brand message to a brand manager from content, also at the original address", async ({
    site,
    sink,
  }) => {
    sink.received.length = 0;
    const captcha = await solvedCaptcha(site.origin);
    const body = {
      ...SAMPLE_MESSAGE,
      recipientEmail: BRAND_MANAGERS.luxury.toUpperCase(),
      captcha,
      language: "fr",
    };
    const response = await postContact(site.origin, body, nextClient(), "/backend/send_email_smtp.php");
    expect(await response.json()).toEqual({ success: true });
    await eventually(() => sink.received.length === 1, "the brand message");
    expect(sink.received[0]?.to).toEqual([BRAND_MANAGERS.luxury]);
    expect(sink.received[0]?.subject()).toBe(
      "Brand enquiry — Website enquiry from Claire Tremblay (Chaussures Tremblay)",
    );
    expect(sink.received[0]?.text()).toContain("Language: French (fr)");
  });

  it("rejects bad requests with a 4xx and sends nothing", async ({ site, sink }) => {
    sink.received.length = 0;
    const valid = { ...SAMPLE_MESSAGE, recipient: "general", captcha: "not-checked-before-the-fields" };
    const cases: [string, RequestInit & { body?: string }, number, string][] = [
      [
        "open relay",
        { body: JSON.stringify({ ...valid, recipient: undefined, recipientEmail: "x@evil.example" }) },
        400,
        "unknown_recipient",
      ],
      [
        "header injection",
        { body: JSON.stringify({ ...valid, company: "Shop\r\nBcc: a@evil.example" }) },
        400,
        "invalid_fields",
      ],
      [
        "name injection",
        { body: JSON.stringify({ ...valid, lastName: "Doe\nTo: a@evil.example" }) },
        400,
        "invalid_fields",
      ],
      ["malformed JSON", { body: '{"firstName": ' }, 400, "malformed_json"],
      [
        "oversized body",
        { body: JSON.stringify({ ...valid, message: "x".repeat(40_000) }) },
        413,
        "payload_too_large",
      ],
      [
        "wrong types",
        { body: JSON.stringify({ ...valid, phone: 5145550142, message: ["hi"] }) },
        400,
        "invalid_fields",
      ],
      [
        "unknown recipient key",
        { body: JSON.stringify({ ...valid, recipient: "billing" }) },
        400,
        "invalid_fields",
      ],
      [
        "both recipients",
        { body: JSON.stringify({ ...valid, recipientEmail: BRAND_MANAGERS.kids }) },
        400,
        "invalid_fields",
      ],
      [
        "page on another host",
        { body: JSON.stringify({ ...valid, page: "//evil.example/x" }) },
        400,
        "invalid_fields",
      ],
      ["blank field", { body: JSON.stringify({ ...valid, company: "   " }) }, 400, "invalid_fields"],
      ["bad e-mail", { body: JSON.stringify({ ...valid, email: "claire at shop" }) }, 400, "invalid_fields"],
      [
        "not JSON",
        { body: "firstName=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
        415,
        "unsupported_media_type",
      ],
      ["forged bot check", { body: JSON.stringify(valid) }, 403, "bot_check_failed"],
    ];
    for (const [name, init, status, error] of cases) {
      const response = await fetch(`${site.origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": nextClient(), ...init.headers },
        body: init.body,
      });
      expect(response.status, name).toBe(status);
      expect(await response.json(), name).toEqual({ success: false, error });
    }
    const get = await fetch(`${site.origin}/api/contact`);
    expect(get.status).toBe(405);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received).toEqual([]);
  });

  it("answers a replayed bot-check solution as the first was received, and sends nothing more", async ({
    site,
    sink,
  }) => {
    sink.received.length = 0;
    const captcha = await solvedCaptcha(site.origin);
    const body = { ...SAMPLE_MESSAGE, recipient: "general", captcha };
    expect((await postContact(site.origin, body, nextClient())).status).toBe(200);
    // Sent again, or with other words under the same proof: told it was received, and nothing is stored.
    for (const again of [body, { ...body, message: "Another message under the same proof." }]) {
      const replay = await postContact(site.origin, again, nextClient());
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ success: true });
    }
    // The first one is delivered, once; waiting for it keeps it out of the next test's mailbox.
    await eventually(() => sink.received.length === 1, "the first submission to arrive");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(1);
  });

  it("tells a bot filling the honeypot it worked, and sends nothing", async ({ site, sink }) => {
    sink.received.length = 0;
    const captcha = await solvedCaptcha(site.origin);
    const body = { ...SAMPLE_MESSAGE, recipient: "general", captcha, website: "http://spam.example" };
    const response = await postContact(site.origin, body, nextClient());
    expect(await response.json()).toEqual({ success: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.received).toEqual([]);
  });

  it("throttles one visitor to 5 stored messages in 10 minutes", async ({ site }) => {
    const client = nextClient();
    const send = async () =>
      postContact(
        site.origin,
        { ...SAMPLE_MESSAGE, recipient: "general", captcha: await solvedCaptcha(site.origin) },
        client,
      );
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ success: false, error: "too_many_requests" });
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(500);
    expect((await postContact(site.origin, "{}", nextClient())).status).toBe(400);
  });

  it("gives refused requests a budget of their own: 30 in 10 minutes", async ({ site }) => {
    const client = nextClient();
    for (let i = 0; i < 30; i++) {
      expect((await postContact(site.origin, "{}", client)).status).toBe(400);
    }
    const blocked = await postContact(site.origin, "{}", client);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(500);
  });
});

describe("contact outbox when the mail server is down", () => {
  it("accepts 50 messages, then delivers each exactly once when SMTP returns", {
    timeout: 120_000,
  }, async () => {
    const sink = smtpSink(await freePort());
    const site = await startSiteServer({ SMTP_URL: sink.url });
    try {
      const captchas = await Promise.all(Array.from({ length: 50 }, () => solvedCaptcha(site.origin)));
      const responses = await Promise.all(
        captchas.map((captcha, i) =>
          postContact(
            site.origin,
            { ...SAMPLE_MESSAGE, message: `Order enquiry number ${i}`, recipient: "general", captcha },
            nextClient(),
          ),
        ),
      );
      for (const response of responses) expect(await response.json()).toEqual({ success: true });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await sink.start();
      await eventually(() => sink.received.length >= 50, "50 messages", 60_000);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const numbers = sink.received.map((mail) => mail.raw.match(/Order enquiry number (\d+)/)?.[1]);
      expect(numbers.length).toBe(50);
      expect(new Set(numbers).size).toBe(50);
    } finally {
      await site.stop();
      await sink.stop();
    }
  });

  it("delivers messages left pending when the server restarts", { timeout: 90_000 }, async () => {
    const sink = smtpSink(await freePort());
    const first = await startSiteServer({ SMTP_URL: sink.url });
    const dataDir = first.dataDir;
    let second: SiteServer | undefined;
    try {
      for (let i = 0; i < 3; i++) {
        const captcha = await solvedCaptcha(first.origin);
        const body = { ...SAMPLE_MESSAGE, message: `Restart enquiry ${i}`, recipient: "ecommerce", captcha };
        expect((await postContact(first.origin, body, nextClient())).status).toBe(200);
      }
      first.process.kill("SIGTERM");
      await new Promise((resolve) => first.process.once("exit", resolve));
      await sink.start();
      second = await startSiteServer({ SMTP_URL: sink.url, DATA_DIR: dataDir });
      await eventually(() => sink.received.length >= 3, "the 3 pending messages", 30_000);
      expect(sink.received.map((mail) => mail.to[0])).toEqual(
        Array(3).fill("ecommerce@trafalgarbrands.example"),
      );
    } finally {
      await second?.stop();
      await first.stop();
      await sink.stop();
    }
  });
});

describe("contact bot check chosen by configuration", () => {
  it("uses ALTCHA by default and allows only its worker", async () => {
    const site = await startSiteServer();
    try {
      expect(await (await fetch(`${site.origin}/api/contact/bot-check`)).json()).toEqual({
        provider: "altcha",
        challengeUrl: "/api/contact/challenge",
      });
      const policy = (await fetch(`${site.origin}/contact`)).headers.get("content-security-policy");
      expect(policy).toContain("worker-src 'self'");
      expect(policy).toContain("frame-src 'none'");
    } finally {
      await site.stop();
    }
  });

  it("uses reCAPTCHA v3 when both keys are set: accepts what it verifies, refuses what it does not", async () => {
    const siteverify = await fakeSiteverify();
    const site = await startSiteServer({
      RECAPTCHA_SITE_KEY: "public-site-key",
      RECAPTCHA_SECRET_KEY: "secret",
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
    try {
      expect(await (await fetch(`${site.origin}/api/contact/bot-check`)).json()).toEqual({
        provider: "recaptcha",
        siteKey: "public-site-key",
      });
      expect((await fetch(`${site.origin}/api/contact/challenge`)).status).toBe(404);
      const policy = (await fetch(`${site.origin}/contact`)).headers.get("content-security-policy");
      expect(policy).toContain("worker-src 'none'");

      const [visitor, bot] = [nextClient(), nextClient()];
      const accepted = await postContact(
        site.origin,
        { ...SAMPLE_MESSAGE, recipient: "general", captcha: VERIFIED_TOKEN },
        visitor,
      );
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ success: true });
      const refused = await postContact(
        site.origin,
        { ...SAMPLE_MESSAGE, recipient: "general", captcha: "a-forged-token" },
        bot,
      );
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ success: false, error: "bot_check_failed" });
      expect(siteverify.requests).toEqual([
        { secret: "secret", response: VERIFIED_TOKEN, remoteip: visitor },
        { secret: "secret", response: "a-forged-token", remoteip: bot },
      ]);
    } finally {
      await site.stop();
      await siteverify.stop();
    }
  });
});

const VERIFIED_TOKEN = "a-token-the-fake-provider-verifies";

/**
 * reCAPTCHA's verification endpoint as Google answers it, on loopback: VERIFIED_TOKEN passes for the site's
 * action and host (`localhost`, the test server's origin) with a good score; any other token fails.
 */
async function fakeSiteverify() {
  const requests: Record<string, string>[] = [];
  const server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push(form);
    const answer =
      form.response === VERIFIED_TOKEN
        ? { success: true, action: "submit", hostname: "localhost", score: 0.9 }
        : { success: false, "error-codes": ["invalid-input-response"] };
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("lead e-mails name the configured site", () => {
  it("so the server refuses to start in production without PUBLIC_SITE_ORIGIN", async () => {
    await expect(startSiteServer({ NODE_ENV: "production", PUBLIC_SITE_ORIGIN: "" })).rejects.toThrow(
      /PUBLIC_SITE_ORIGIN: must be set when NODE_ENV=production/,
    );
  });
});
