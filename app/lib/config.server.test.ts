import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";
import { shortenedForTests } from "./short-waits.server";

describe("configuration", () => {
  it("runs on embedded defaults with nothing set", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.publicSiteOrigin).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe("no-reply@localhost");
    expect(config.contactRecipients.general).toMatch(/@trafalgarbrands\.example$/);
    expect(config.recaptcha).toBeUndefined();
    expect(config.secure).toBe(false);
  });

  it("derives the public origin from PORT and the sender from the origin", () => {
    expect(parseConfig({ PORT: "8080" }).publicSiteOrigin).toBe("http://localhost:8080");
    const config = parseConfig({ PUBLIC_SITE_ORIGIN: "https://www.trafalgarbrands.example/ignored/path" });
    expect(config.publicSiteOrigin).toBe("https://www.trafalgarbrands.example");
    expect(config.mailFrom).toBe("no-reply@www.trafalgarbrands.example");
    expect(config.secure).toBe(true);
  });

  it("refuses to start in production without PUBLIC_SITE_ORIGIN, and runs `npm start` on defaults", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(
      /^Invalid configuration:\n {2}PUBLIC_SITE_ORIGIN: must be set when NODE_ENV=production/,
    );
    expect(() => parseConfig({ NODE_ENV: "production", PUBLIC_SITE_ORIGIN: "" })).toThrow(
      /PUBLIC_SITE_ORIGIN/,
    );
    const production = parseConfig({ NODE_ENV: "production", PUBLIC_SITE_ORIGIN: "https://a.example" });
    expect(production.publicSiteOrigin).toBe("https://a.example");
    expect(parseConfig({}).mode).toBe("production");
    expect(parseConfig({ NODE_ENV: "development" }).publicSiteOrigin).toBe("http://localhost:3000");
  });

  it("asks owners and sales for a second factor on a declared deployment only, not when `npm start` ran production code", () => {
    const declared = parseConfig({ NODE_ENV: "production", PUBLIC_SITE_ORIGIN: "https://a.example" });
    expect(declared.secondFactorRequired).toBe(true);
    // server/start.js sets NODE_ENV=production for the code it runs, and says the operator left it unset.
    const embedded = parseConfig({ NODE_ENV: "production", TRAFALGAR_NODE_ENV_DEFAULTED: "true" });
    expect(embedded.secondFactorRequired).toBe(false);
    expect(embedded.mode).toBe("production");
    expect(embedded.ownerEmail).toBe("owner@localhost");
  });

  it("keeps delivered contact messages 90 days and failed ones 180 unless told otherwise", () => {
    expect(parseConfig({}).contactRetention).toEqual({ deliveredDays: 90, failedDays: 180 });
    const custom = parseConfig({ CONTACT_RETENTION_DAYS: "30", CONTACT_FAILED_RETENTION_DAYS: "30" });
    expect(custom.contactRetention).toEqual({ deliveredDays: 30, failedDays: 30 });
  });

  it("names the person in charge of personal information from configuration or the site's content", () => {
    expect(parseConfig({}).privacyOfficer).toEqual({
      name: undefined,
      email: "privacy@trafalgarbrands.example",
    });
    const named = parseConfig({ PRIVACY_OFFICER_NAME: " Marie Roy ", PRIVACY_OFFICER_EMAIL: "mr@a.example" });
    expect(named.privacyOfficer).toEqual({ name: "Marie Roy", email: "mr@a.example" });
  });

  it("treats empty variables as unset", () => {
    expect(parseConfig({ SMTP_URL: "", DATABASE_URL: "" }).smtpUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PUBLIC_SITE_ORIGIN: "ftp://example" }, "PUBLIC_SITE_ORIGIN"],
    [{ DATABASE_URL: "mysql://db" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ MAIL_FROM: "not an address" }, "MAIL_FROM"],
    [{ CONTACT_TO_SALES: "sales" }, "CONTACT_TO_SALES"],
    [{ RECAPTCHA_SITE_KEY: "site-only" }, "RECAPTCHA_SECRET_KEY"],
    [{ RECAPTCHA_SITE_KEY: "a", RECAPTCHA_SECRET_KEY: "b", RECAPTCHA_MIN_SCORE: "2" }, "RECAPTCHA_MIN_SCORE"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ TOOLS_PASSWORD: "x".repeat(12), TOOLS_PASSWORD_HASH: "scrypt$abc" }, "TOOLS_PASSWORD"],
    [{ PHOTOS_ORIGIN: "not a url" }, "PHOTOS_ORIGIN"],
    [{ RECAPTCHA_VERIFY_URL: "file:///etc/passwd" }, "RECAPTCHA_VERIFY_URL"],
    [{ CONTACT_RETENTION_DAYS: "0" }, "CONTACT_RETENTION_DAYS"],
    [{ CONTACT_RETENTION_DAYS: "ninety" }, "CONTACT_RETENTION_DAYS"],
    [{ CONTACT_RETENTION_DAYS: "200" }, "CONTACT_FAILED_RETENTION_DAYS"],
    [{ PRIVACY_OFFICER_EMAIL: "privacy" }, "PRIVACY_OFFICER_EMAIL"],
    [{ ERP_FEED_TOKEN: "t".repeat(32) }, "ERP_FEED_SECRET"],
    [{ ERP_FEED_SECRET: "s".repeat(32) }, "ERP_FEED_TOKEN"],
    [{ ERP_FEED_TOKEN: "short", ERP_FEED_SECRET: "s".repeat(32) }, "ERP_FEED_TOKEN"],
    [{ ERP_STOCK_STALE_HOURS: "0" }, "ERP_STOCK_STALE_HOURS"],
    [{ ERP_STOCK_STALE_HOURS: "a day" }, "ERP_STOCK_STALE_HOURS"],
    [{ ERP_SAMPLE_FEEDS: "yes" }, "ERP_SAMPLE_FEEDS"],
  ])("rejects %o naming %s", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*\\b${variable}:`));
  });

  it("takes the ERP's files from DATA_DIR/erp/inbox unless told otherwise, and opens the feed endpoint with both its keys", () => {
    expect(parseConfig({ DATA_DIR: "/srv/site" }).erpInboxDir).toBe("/srv/site/erp/inbox");
    expect(parseConfig({ ERP_INBOX_DIR: "/mnt/erp" }).erpInboxDir).toBe("/mnt/erp");
    expect(parseConfig({}).erpFeedEndpoint).toBeUndefined();
    expect(parseConfig({}).erpStockStaleMs).toBe(26 * 3_600_000);
    // The sample ERP describes the sample photo catalogue: never taken beside a real one unless asked.
    expect(parseConfig({}).erpSampleFeeds).toBe(true);
    expect(parseConfig({ PHOTOS_DIR: "/srv/photos" }).erpSampleFeeds).toBe(false);
    expect(parseConfig({ PHOTOS_ORIGIN: "https://photos.example" }).erpSampleFeeds).toBe(false);
    expect(parseConfig({ ERP_SAMPLE_FEEDS: "false" }).erpSampleFeeds).toBe(false);
    expect(parseConfig({ ERP_STOCK_STALE_HOURS: "48" }).erpStockStaleMs).toBe(48 * 3_600_000);
    const keys = { ERP_FEED_TOKEN: "t".repeat(32), ERP_FEED_SECRET: "s".repeat(32) };
    expect(parseConfig(keys).erpFeedEndpoint).toEqual({
      token: keys.ERP_FEED_TOKEN,
      secret: keys.ERP_FEED_SECRET,
    });
  });

  it("verifies reCAPTCHA tokens at Google unless RECAPTCHA_VERIFY_URL names another endpoint", () => {
    const keys = { RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" };
    expect(parseConfig(keys).recaptcha?.verifyUrl).toBe("https://www.google.com/recaptcha/api/siteverify");
    const local = "http://127.0.0.1:9000/siteverify";
    expect(parseConfig({ ...keys, RECAPTCHA_VERIFY_URL: local }).recaptcha?.verifyUrl).toBe(local);
  });

  it("splits SESSION_SECRET for rotation, newest first", () => {
    const secrets = parseConfig({ SESSION_SECRET: `${"a".repeat(32)}, ${"b".repeat(32)}` }).sessionSecrets;
    expect(secrets).toEqual(["a".repeat(32), "b".repeat(32)]);
  });

  it("trusts forwarded headers from loopback unless TRUST_PROXY names other proxies", () => {
    expect(parseConfig({}).trustedProxies).toEqual(["loopback"]);
    expect(
      parseConfig({ TRUST_PROXY: "10.0.0.5, 192.168.0.0/16,fd00::/8, uniquelocal" }).trustedProxies,
    ).toEqual(["10.0.0.5", "192.168.0.0/16", "fd00::/8", "uniquelocal"]);
  });

  it.each(["true", "1", "10.0.0.0/33", "proxy.example", " , ", "10.0.0.1/8/8"])(
    "refuses TRUST_PROXY=%s",
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be a comma-separated list/,
      );
    },
  );

  it("keeps every real wait unless the test suite's servers ask for short ones, which a deployment refuses", () => {
    const embedded = parseConfig({});
    expect(embedded.shortWaits).toBe(false);
    // ALTCHA's cost, a form's minimum fill time, the idle compaction and resizer's wait (ms), a remainder.
    for (const amount of [1000, 3000, 10_000, 7]) expect(shortenedForTests(amount, embedded)).toBe(amount);
    const tests = parseConfig({ TEST_SHORT_WAITS: "true" });
    expect([1000, 3000, 10_000, 7].map((amount) => shortenedForTests(amount, tests))).toEqual([
      100, 300, 1000, 1,
    ]);
    expect(() =>
      parseConfig({
        NODE_ENV: "production",
        PUBLIC_SITE_ORIGIN: "https://www.trafalgarbrands.example",
        TEST_SHORT_WAITS: "true",
      }),
    ).toThrow(/TEST_SHORT_WAITS: is for the test suite/);
  });

  describe("with DATABASE_URL set (several instances)", () => {
    const DATABASE_URL = "postgresql://site@db.trafalgarbrands.example/site";
    const shared = {
      DATABASE_URL,
      SESSION_SECRET: "s".repeat(32),
      TOOLS_PASSWORD_HASH: "scrypt$16384$8$1$c2FsdA$aGFzaA",
      SMTP_URL: "smtp://mail.trafalgarbrands.example:587",
    };

    it("starts when the secrets and the mail server are configured", () => {
      expect(parseConfig(shared).databaseUrl).toBe(DATABASE_URL);
    });

    it("refuses to start without them, naming each", () => {
      const error = () => parseConfig({ DATABASE_URL, TOOLS_PASSWORD: "a plain password" });
      expect(error).toThrow(/SESSION_SECRET: must be set when DATABASE_URL is set/);
      expect(error).toThrow(
        /TOOLS_PASSWORD_HASH: must be set when DATABASE_URL is set: .*npm run hash-password/,
      );
      expect(error).toThrow(/SMTP_URL: must be set when DATABASE_URL is set: mail written to each instance/);
    });

    it.each(["SESSION_SECRET", "TOOLS_PASSWORD_HASH", "SMTP_URL"] as const)(
      "refuses it without %s",
      (name) => {
        expect(() => parseConfig({ ...shared, [name]: "" })).toThrow(new RegExp(`\\b${name}: must be set`));
      },
    );
  });
});
