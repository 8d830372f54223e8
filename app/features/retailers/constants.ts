import { PROVINCE_CODES, type ProvinceCode } from "@content/company/fields";

/** The retail account application (issue "For retail buyers", §1): its page, fields and limits, in one place. */

export const DAY_MS = 24 * 60 * 60 * 1000;

export const APPLICATION_PATH = "/retailers/apply";
/** `?brand=dockers`: the application opens with that brand chosen (a brand page's link). */
export const BRAND_QUERY_PARAM = "brand";
export const applicationPathFor = (brandId: string) => `${APPLICATION_PATH}?${BRAND_QUERY_PARAM}=${brandId}`;

/** Canada's provinces and territories, by Canada Post's two-letter codes. */
export const PROVINCES = PROVINCE_CODES;
export type Province = ProvinceCode;

export const STORE_TYPES = ["independent", "chain", "online", "department", "other"] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** The text fields, in form order; the brands wanted are a list of their own. */
export const APPLICATION_FIELDS = [
  "legalName",
  "operatingName",
  "contactName",
  "email",
  "phone",
  "street",
  "city",
  "province",
  "postalCode",
  "gstHst",
  "qst",
  "storeType",
  "website",
  "doors",
  "message",
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number] | "brands";

/** Generous for people, small enough that an application fits comfortably in one e-mail. */
export const APPLICATION_MAX_LENGTH: Record<(typeof APPLICATION_FIELDS)[number], number> = {
  legalName: 200,
  operatingName: 200,
  contactName: 200,
  email: 254,
  phone: 40,
  street: 200,
  city: 100,
  province: 2,
  // Room for the spaces and hyphens people type between a code's parts (`L6J  7W5`, `123456789 - RT - 0001`).
  postalCode: 12,
  gstHst: 24,
  qst: 24,
  storeType: 20,
  website: 200,
  doors: 5,
  message: 5000,
};

/** The number of stores a retailer may state: one or more, and not past what a national chain has. */
export const DOORS_RANGE = { min: 1, max: 5000 } as const;

/** Where an application is on its way through sales, in order; each change is dated. */
export const REVIEW_STATUSES = ["new", "inReview", "approved", "declined"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The moves staff can make from each status: review starts, ends in a decision, and can be reopened. */
export const REVIEW_MOVES: Record<ReviewStatus, readonly ReviewStatus[]> = {
  new: ["inReview"],
  inReview: ["approved", "declined"],
  approved: ["inReview"],
  declined: ["inReview"],
};

export const APPLICATIONS_PATH = "/tools/messages/applications";
export const APPLICATIONS_PAGE_SIZE = 100;

/**
 * The B2B page's notify-me list (issue "Order today, and hear when the platform opens"): who asked to hear
 * when online ordering opens, kept once they confirm their address (double opt-in).
 */
export const NOTIFY = {
  /** The B2B page, where the form sits and posts to. */
  page: "/b2b",
  /** The form's section on that page: a plain post's answer opens there. */
  anchor: "notify-me",
  confirmPath: "/b2b/notify/confirm",
  unsubscribePath: "/b2b/notify/unsubscribe",
  /** A confirmation link works this many days after it was mailed. */
  confirmValidDays: 7,
  /** An address never confirmed is deleted this many days after it was last asked for. */
  unconfirmedKeptDays: 30,
  /**
   * One confirmation mail per address in this time, however often the form is sent with it: a person who
   * lost the mail may ask again the next day; nobody can flood someone else's mailbox from the form.
   */
  resendAfterMs: 60 * 60 * 1000,
  emailMaxLength: 254,
  /** The field people never see: bots fill it in. */
  honeypot: "website",
} as const;

export const notifyConfirmPath = (token: string) => `${NOTIFY.confirmPath}/${token}`;
export const notifyUnsubscribePath = (token: string) => `${NOTIFY.unsubscribePath}/${token}`;

export const NOTIFY_LIST_PATH = "/tools/messages/notify-list";
export const NOTIFY_LIST_EXPORT_PATH = "/api/notify-list/export";
