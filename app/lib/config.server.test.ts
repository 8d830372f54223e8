import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

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
  ])("rejects %o naming %s", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*\\b${variable}:`));
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
