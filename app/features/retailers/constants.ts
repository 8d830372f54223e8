import { PROVINCE_CODES, type ProvinceCode } from "@content/company/fields";

/** The retail account application (issue "For retail buyers", §1): its page, fields and limits, in one place. */

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
  postalCode: 7,
  gstHst: 17,
  qst: 18,
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
