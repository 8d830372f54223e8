import path from "node:path";
import { z } from "zod";
import { SITE } from "../../content/site.ts";
import { gstHstOf, qstOf } from "./canada-post.ts";
import { parseTrustedProxies } from "./trusted-proxies.ts";

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Where `npm run prepare:assets` writes the sample photo catalogue: PHOTOS_DIR's default. */
export const SAMPLE_CATALOGUE_DIR = "generated/sample-catalogue";

/**
 * Delivered contact messages are deleted this many days after delivery; undelivered (failed) ones after the
 * longer delay, so staff can still send them again. The privacy policy states these same settings.
 */
export const CONTACT_RETENTION_DEFAULT_DAYS = 90;
export const CONTACT_FAILED_RETENTION_DEFAULT_DAYS = 180;

/** Disk the Photo Downloader's resized images may take in DATA_DIR before the least recently used go. */
export const PHOTO_EXPORT_CACHE_DEFAULT_MB = 2048;

/**
 * The dashboard warns when the newest stock file is older than this: the ERP sends stock at least daily, so a
 * day and a few hours late is a feed that stopped, not one running behind.
 */
export const ERP_STOCK_STALE_DEFAULT_HOURS = 26;

/** The same-day promise's cut-off on the head office's clock, and how soon a line in stock ships (SPEC: 8 hours). */
export const ORDER_CUTOFF_DEFAULT = "14:00";
export const CART_IDLE_DEFAULT_DAYS = 30;
export const ORDER_SHIP_DEFAULT_HOURS = 8;

/** How long the Photo Downloader's history keeps a run. */
export const PHOTO_HISTORY_RETENTION_DEFAULT_DAYS = 180;

/** How long site analytics keep their totals (raw days are rolled into months after 30 days). */
export const ANALYTICS_RETENTION_DEFAULT_MONTHS = 25;

const emailAddress = z.string().trim().pipe(z.email());

/** How long the staff audit log keeps a row; the privacy policy states it. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 365;

/** Google's reCAPTCHA v3 verification endpoint: RECAPTCHA_VERIFY_URL's default. */
export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";

const environmentSchema = z
  .object({
    // Unset runs the production build too (`npm start`); only an explicit "production" is a deployment.
    NODE_ENV: optional(z.enum(["development", "production", "test"])),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_SITE_ORIGIN: optional(z.url({ protocol: /^https?$/ })),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
    MAIL_FROM: optional(emailAddress),
    CONTACT_TO_GENERAL: emailAddress.default(SITE.contactAddresses.general),
    CONTACT_TO_SALES: emailAddress.default(SITE.contactAddresses.sales),
    CONTACT_TO_DROPSHIPPING: emailAddress.default(SITE.contactAddresses.dropshipping),
    CONTACT_TO_ECOMMERCE: emailAddress.default(SITE.contactAddresses.ecommerce),
    RECAPTCHA_SITE_KEY: optional(z.string().trim().min(1)),
    RECAPTCHA_SECRET_KEY: optional(z.string().trim().min(1)),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    RECAPTCHA_VERIFY_URL: optional(z.url({ protocol: /^https?$/ })),
    TOOLS_PASSWORD: optional(z.string().min(8, "must be at least 8 characters")),
    TOOLS_PASSWORD_HASH: optional(
      z.string().regex(/^scrypt\$/, "must be a hash made by `npm run hash-password`"),
    ),
    /** The first owner's sign-in address; `owner@` and the site's host when unset. */
    OWNER_EMAIL: optional(z.string().trim().toLowerCase().pipe(z.email())),
    /** The first owner's name; when unset, the first owner is asked for it at first sign-in. */
    OWNER_NAME: optional(z.string().trim().min(1).max(100)),
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(3650).default(AUDIT_RETENTION_DEFAULT_DAYS),
    SESSION_SECRET: optional(
      z.string().min(32, "must be at least 32 characters (comma-separated for rotation)"),
    ),
    CONTACT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(CONTACT_RETENTION_DEFAULT_DAYS),
    CONTACT_FAILED_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(CONTACT_FAILED_RETENTION_DEFAULT_DAYS),
    PRIVACY_OFFICER_NAME: optional(z.string().trim().min(1).max(200)),
    PRIVACY_OFFICER_EMAIL: emailAddress.default(SITE.privacyOfficer.email),
    /** Where the ERP drops its feed files; `DATA_DIR/erp/inbox` when unset. */
    ERP_INBOX_DIR: optional(z.string().min(1)),
    /** The ERP's bearer token for posting feeds; the endpoint answers 404 until it and ERP_FEED_SECRET are set. */
    ERP_FEED_TOKEN: optional(z.string().min(32, "must be at least 32 characters").max(512)),
    /** The key of the HMAC-SHA256 the ERP signs each posted feed's body with. */
    ERP_FEED_SECRET: optional(z.string().min(32, "must be at least 32 characters").max(512)),
    /** Whether a site that never took a feed takes the sample ERP's; unset, it does on the sample photo catalogue. */
    ERP_SAMPLE_FEEDS: optional(z.enum(["true", "false"])),
    /** The staff dashboard warns once the newest stock file applied is older than this many hours. */
    ERP_STOCK_STALE_HOURS: z.coerce.number().int().min(1).max(720).default(ERP_STOCK_STALE_DEFAULT_HOURS),
    /** Orders placed before this time (Eastern, `HH:MM`) on a business day ship the same day. */
    ORDER_CUTOFF: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 14:00")
      .default(ORDER_CUTOFF_DEFAULT),
    /** Within how many hours of an order made before the cut-off its lines in stock ship. */
    ORDER_SHIP_HOURS: z.coerce.number().int().min(1).max(72).default(ORDER_SHIP_DEFAULT_HOURS),
    /** A cart no one changes for this many days is emptied, its buyer told a week before (issue 51 §2). */
    CART_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(CART_IDLE_DEFAULT_DAYS),
    /** Our GST/HST registration (`123456789 RT0001`), printed on every order confirmation. */
    GST_HST_NUMBER: optional(
      z
        .string()
        .refine(
          (value) => gstHstOf(value) !== undefined,
          "must be a GST/HST registration such as 123456789 RT0001",
        )
        .transform((value) => gstHstOf(value) ?? value),
    ),
    /** Our Quebec QST registration (`1234567890 TQ0001`), printed on the confirmations of Quebec orders. */
    QST_NUMBER: optional(
      z
        .string()
        .refine((value) => qstOf(value) !== undefined, "must be a QST registration such as 1234567890 TQ0001")
        .transform((value) => qstOf(value) ?? value),
    ),
    PHOTOS_DIR: optional(z.string().min(1)),
    PHOTOS_ORIGIN: optional(z.url({ protocol: /^https?$/ })),
    PHOTO_EXPORT_CACHE_MB: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_048_576)
      .default(PHOTO_EXPORT_CACHE_DEFAULT_MB),
    PHOTO_HISTORY_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3650)
      .default(PHOTO_HISTORY_RETENTION_DEFAULT_DAYS),
    /** "off" stops counting page views and goals (decision 243); the dashboard then shows what was counted. */
    ANALYTICS: z.enum(["on", "off"]).default("on"),
    ANALYTICS_RETENTION_MONTHS: z.coerce
      .number()
      .int()
      .min(2)
      .max(120)
      .default(ANALYTICS_RETENTION_DEFAULT_MONTHS),
    /**
     * For the test suite's servers only (decision 317): real waits and work factors a tenth as long. Refused in
     * a deployment, since it shortens the bot checks.
     */
    TEST_SHORT_WAITS: z.enum(["true", "false"]).default("false"),
    /** Lets a monitor outside the trusted proxies read `/healthz`'s counts (`Authorization: Bearer …`). */
    HEALTH_TOKEN: optional(z.string().min(32, "must be at least 32 characters").max(512)),
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((value, ctx) => {
        const proxies = parseTrustedProxies(value);
        if (proxies) return proxies;
        ctx.addIssue({
          code: "custom",
          message:
            "must be a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal",
        });
        return z.NEVER;
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.RECAPTCHA_SITE_KEY ? "RECAPTCHA_SECRET_KEY" : "RECAPTCHA_SITE_KEY"],
        message: "RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY must be set together",
      });
    }
    if (Boolean(env.ERP_FEED_TOKEN) !== Boolean(env.ERP_FEED_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ERP_FEED_TOKEN ? "ERP_FEED_SECRET" : "ERP_FEED_TOKEN"],
        message: "ERP_FEED_TOKEN and ERP_FEED_SECRET must be set together",
      });
    }
    sharedDeploymentIssues(env).forEach((issue) => {
      ctx.addIssue({ code: "custom", ...issue });
    });
    if (env.NODE_ENV === "production" && env.TEST_SHORT_WAITS === "true") {
      ctx.addIssue({
        code: "custom",
        path: ["TEST_SHORT_WAITS"],
        message:
          "is for the test suite and must not be set when NODE_ENV=production: it shortens the bot checks",
      });
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_SITE_ORIGIN) {
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_SITE_ORIGIN"],
        message:
          "must be set when NODE_ENV=production: the site's public address, e.g. https://www.trafalgarbrands.example",
      });
    }
    if (env.CONTACT_FAILED_RETENTION_DAYS < env.CONTACT_RETENTION_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["CONTACT_FAILED_RETENTION_DAYS"],
        message:
          "must be at least CONTACT_RETENTION_DAYS: undelivered leads are kept longer than delivered ones",
      });
    }
    if (env.TOOLS_PASSWORD && env.TOOLS_PASSWORD_HASH) {
      ctx.addIssue({
        code: "custom",
        path: ["TOOLS_PASSWORD"],
        message: "set TOOLS_PASSWORD or TOOLS_PASSWORD_HASH, not both",
      });
    }
  });

/**
 * With DATABASE_URL set, several instances may serve one site (decision 110): what each would otherwise make
 * for itself in its own DATA_DIR must be configured, the same on all of them.
 */
function sharedDeploymentIssues(env: {
  DATABASE_URL?: string;
  SESSION_SECRET?: string;
  TOOLS_PASSWORD_HASH?: string;
  SMTP_URL?: string;
}): { path: string[]; message: string }[] {
  if (!env.DATABASE_URL) return [];
  const required = [
    {
      name: "SESSION_SECRET",
      set: env.SESSION_SECRET,
      why: "every instance must sign and check staff cookies and bot-check challenges with the same secret",
    },
    {
      name: "TOOLS_PASSWORD_HASH",
      set: env.TOOLS_PASSWORD_HASH,
      why: "every instance must accept the same staff password; make the hash with `npm run hash-password`",
    },
    {
      name: "SMTP_URL",
      set: env.SMTP_URL,
      why: "mail written to each instance's DATA_DIR would scatter messages across machines",
    },
  ];
  return required
    .filter((variable) => !variable.set)
    .map((variable) => ({
      path: [variable.name],
      message: `must be set when DATABASE_URL is set: ${variable.why}`,
    }));
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Set by `server/start.js` when it ran the production build with NODE_ENV left unset (the embedded default):
 * the code is production's, but no deployment was declared.
 */
const NODE_ENV_DEFAULTED = "TRAFALGAR_NODE_ENV_DEFAULTED";

export function parseConfig(env: Record<string, string | undefined>) {
  const declared = env[NODE_ENV_DEFAULTED] === "true" ? { ...env, NODE_ENV: undefined } : env;
  const result = environmentSchema.safeParse(declared);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env_ = result.data;
  const dataDir = path.resolve(env_.DATA_DIR);
  const publicSiteOrigin = new URL(env_.PUBLIC_SITE_ORIGIN ?? `http://localhost:${env_.PORT}`).origin;
  return {
    mode: env_.NODE_ENV ?? "production",
    port: env_.PORT,
    host: env_.HOST,
    publicSiteOrigin,
    dataDir,
    databaseUrl: env_.DATABASE_URL,
    smtpUrl: env_.SMTP_URL,
    mailFrom: env_.MAIL_FROM ?? `no-reply@${new URL(publicSiteOrigin).hostname}`,
    contactRecipients: {
      general: env_.CONTACT_TO_GENERAL,
      sales: env_.CONTACT_TO_SALES,
      dropshipping: env_.CONTACT_TO_DROPSHIPPING,
      ecommerce: env_.CONTACT_TO_ECOMMERCE,
    },
    recaptcha:
      env_.RECAPTCHA_SITE_KEY && env_.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: env_.RECAPTCHA_SITE_KEY,
            secretKey: env_.RECAPTCHA_SECRET_KEY,
            minScore: env_.RECAPTCHA_MIN_SCORE,
            verifyUrl: env_.RECAPTCHA_VERIFY_URL ?? RECAPTCHA_VERIFY_URL,
          }
        : undefined,
    toolsPassword: env_.TOOLS_PASSWORD,
    ownerEmail: env_.OWNER_EMAIL ?? `owner@${new URL(publicSiteOrigin).hostname}`,
    ownerName: env_.OWNER_NAME,
    /** A deployment asks owners and sales (who see leads) for a second factor; the embedded default offers it. */
    secondFactorRequired: env_.NODE_ENV === "production",
    auditRetentionDays: env_.AUDIT_RETENTION_DAYS,
    toolsPasswordHash: env_.TOOLS_PASSWORD_HASH,
    sessionSecrets: env_.SESSION_SECRET?.split(",")
      .map((secret) => secret.trim())
      .filter(Boolean),
    contactRetention: {
      deliveredDays: env_.CONTACT_RETENTION_DAYS,
      failedDays: env_.CONTACT_FAILED_RETENTION_DAYS,
    },
    privacyOfficer: { name: env_.PRIVACY_OFFICER_NAME, email: env_.PRIVACY_OFFICER_EMAIL },
    /** The folder the ERP's feed files are taken from (`docs/feeds/`). */
    erpInboxDir: path.resolve(env_.ERP_INBOX_DIR ?? path.join(dataDir, "erp", "inbox")),
    /** The feed endpoint's credentials; undefined (the endpoint off) unless both are set. */
    erpFeedEndpoint:
      env_.ERP_FEED_TOKEN && env_.ERP_FEED_SECRET
        ? { token: env_.ERP_FEED_TOKEN, secret: env_.ERP_FEED_SECRET }
        : undefined,
    /**
     * Whether the sample ERP's feeds are taken by a site that has never taken one (decision 327): by default on
     * the sample photo catalogue, whose colourways they describe, and never on a real one.
     */
    erpSampleFeeds: env_.ERP_SAMPLE_FEEDS
      ? env_.ERP_SAMPLE_FEEDS === "true"
      : !env_.PHOTOS_DIR && !env_.PHOTOS_ORIGIN,
    /** How old the newest stock file may be before the dashboard warns, in milliseconds. */
    erpStockStaleMs: env_.ERP_STOCK_STALE_HOURS * 3_600_000,
    /** The same-day promise (issue 51 §3): the cut-off (`14:00`, Eastern) and the hours its lines ship within. */
    orderPromise: { cutoff: env_.ORDER_CUTOFF, hours: env_.ORDER_SHIP_HOURS },
    /**
     * Our sales-tax registrations as order confirmations print them (`123456789RT0001`); each undefined until
     * configured, and the confirmation then leaves its line out.
     */
    taxRegistrations: { gstHst: env_.GST_HST_NUMBER, qst: env_.QST_NUMBER },
    /** How many days a cart may sit unchanged before it is emptied. */
    cartIdleDays: env_.CART_IDLE_DAYS,
    photosDir: path.resolve(env_.PHOTOS_DIR ?? SAMPLE_CATALOGUE_DIR),
    photosOrigin: env_.PHOTOS_ORIGIN ? new URL(env_.PHOTOS_ORIGIN).origin : undefined,
    /** 0 keeps nothing: every export resizes again. */
    photoExportCacheBytes: env_.PHOTO_EXPORT_CACHE_MB * 1024 * 1024,
    photoHistoryRetentionDays: env_.PHOTO_HISTORY_RETENTION_DAYS,
    /** Page views and goals counted on the server, without cookies or scripts; undefined when switched off. */
    analytics: env_.ANALYTICS === "on" ? { retentionMonths: env_.ANALYTICS_RETENTION_MONTHS } : undefined,
    /** The test suite's short waits (decision 317): read through `shortenedForTests`. */
    shortWaits: env_.TEST_SHORT_WAITS === "true",
    healthToken: env_.HEALTH_TOKEN,
    /** The proxies whose forwarded headers (client address, scheme, host) are believed. */
    trustedProxies: env_.TRUST_PROXY,
    /** Served over HTTPS: cookies get `Secure` and `__Host-`, HSTS is sent. */
    secure: publicSiteOrigin.startsWith("https:"),
  };
}

export type Config = ReturnType<typeof parseConfig>;

let current: Config | undefined;

/** The process's configuration, validated once on first use (start-up reads it before listening). */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}
