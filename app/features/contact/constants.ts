/** SPEC §9 and the contact issue's limits, in one place. */

/** The request is sent this long after the bot check is ready. */
export const CONTACT_SUBMIT_DELAY_MS = 100;
/** A status message clears itself after this long. */
export const STATUS_AUTO_CLEAR_MS = 5000;
export const MESSAGE_TEXTAREA_ROWS = 4;
export const BOT_CHECK_ACTION = "submit";

/** The general form's recipient keys, in the order the form offers them; each maps to a CONTACT_TO_* address. */
export const RECIPIENTS = ["general", "sales", "dropshipping", "ecommerce"] as const;
export type Recipient = (typeof RECIPIENTS)[number];
export const DEFAULT_RECIPIENT: Recipient = "general";
/** `/contact?recipient=sales` opens the general form with that department chosen (a service's "Contact us"). */
export const RECIPIENT_QUERY_PARAM = "recipient";
/** The general form's section, where a department link lands. */
export const CONTACT_FORM_ANCHOR = "contact-form";
/** Who answers a message that was sent: the department chosen on the general form, or the brand's manager. */
export type Replier = Recipient | "brand";
export const isRecipient = (value: unknown): value is Recipient => RECIPIENTS.some((key) => key === value);

/** The contact page at its general form, `recipient` chosen if given (else SPEC's default). */
export const contactPageFor = (recipient?: Recipient): string =>
  `/contact${recipient ? `?${RECIPIENT_QUERY_PARAM}=${recipient}` : ""}#${CONTACT_FORM_ANCHOR}`;

/** Field length caps: generous for people, small enough that a message fits comfortably in one e-mail. */
export const FIELD_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  company: 200,
  email: 254,
  phone: 40,
  message: 5000,
} as const;

/** The endpoint refuses larger bodies before parsing them. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** Messages stored per visitor address: enough for a person writing again, too few for a spam run. */
export const CONTACT_THROTTLE = { bucket: "contact", limit: 5, windowMs: 10 * 60 * 1000 } as const;
/**
 * Refused requests per visitor address (junk, failed bot checks): a budget of their own, larger than a
 * person's mistakes, so junk cannot spend the address's allowance of real messages.
 */
export const CONTACT_REFUSED_THROTTLE = {
  bucket: "contact-refused",
  limit: 30,
  windowMs: 10 * 60 * 1000,
} as const;

export const CONTACT_API_PATH = "/api/contact";
/** The address the original site posted to, still answered for old clients. */
export const LEGACY_CONTACT_API_PATH = "/backend/send_email_smtp.php";
export const BOT_CHECK_SETTINGS_PATH = "/api/contact/bot-check";
export const ALTCHA_CHALLENGE_PATH = "/api/contact/challenge";

/** Proof-of-work the browser solves in the background: about a second on a phone, costly at spam volumes. */
export const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const ALTCHA_COST = 1000;
export const ALTCHA_COUNTER_RANGE = [500, 2500] as const;
/** A challenge is fetched when the visitor sends, so it only has to outlive one solve and one request. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;

/**
 * A form posted without JavaScript carries no bot-check proof. Its first post is answered with the form again
 * and a signed token; the message is kept (held for review) when it comes back with that token, no sooner
 * than `minFillMs` (a script posting at once) and no later than `maxAgeMs`, each token once (decision 232).
 */
export const FORM_TOKEN = {
  field: "formToken",
  minFillMs: 3000,
  maxAgeMs: 2 * 60 * 60 * 1000,
} as const;

/**
 * A public form's post, remembered by the proof it carried (decision 274): a repeat within `keptMs` is answered
 * as the first was. A repeat that comes while the first is still being stored (a double click) waits for it,
 * for at most `waitMs`, looking every `pollMs`.
 */
export const FORM_RECEIPT = { keptMs: FORM_TOKEN.maxAgeMs, waitMs: 2000, pollMs: 100 } as const;

/**
 * Automatic mails to an address a visitor typed (a retail application's acknowledgement, the notify-me list's
 * confirmation and welcome): at most `limit` per address in `windowMs`, however many visitors type it, so
 * the forms cannot be used to flood a stranger's mailbox (decision 273). The address is counted by a keyed
 * hash, gone once the window has passed.
 */
export const VISITOR_MAIL_THROTTLE = { bucket: "mail-to", limit: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Delivery: retries back off exponentially from `retryBaseMs` to `retryMaxMs`, for up to 72 hours. */
export const OUTBOX = {
  pollMs: 2000,
  batchSize: 20,
  /** Longer than the slowest SMTP exchange, so a live process never loses its claim mid-send. */
  claimMs: 2 * 60 * 1000,
  retryBaseMs: 5000,
  retryMaxMs: 30 * 60 * 1000,
  giveUpAfterMs: 72 * 60 * 60 * 1000,
  /** Expired messages (CONTACT_RETENTION_DAYS, CONTACT_FAILED_RETENTION_DAYS) are deleted at start-up and hourly. */
  retentionCheckMs: 60 * 60 * 1000,
} as const;

/** The staff dashboard warns when an undelivered message has been failing for longer than this. */
export const FAILING_WARNING_AFTER_MS = 60 * 60 * 1000;

/**
 * The states staff see: held for review (sent without JavaScript), then delivery's; a message being handed to
 * the mail server right now is still "pending".
 */
export const MESSAGE_STATUSES = ["held", "pending", "sent", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Which stored messages staff ask for; every part is optional. */
export interface MessageFilter {
  status?: MessageStatus;
  /** A department key (`sales`…) or a brand id (`dockers`…). */
  form?: string;
  search?: string;
}
