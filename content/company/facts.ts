import { z } from "zod";
import { FACT_LIMITS, PROVINCE_CODES } from "./fields.ts";

const email = z
  .email()
  .max(254)
  .refine((value) => value === value.toLowerCase(), "lower-case");

/**
 * The company's facts the site shows (decision 228): the head office's address, its phone number, its hours in
 * both languages and the e-mail addresses pages name. Published by the studio; `SITE` is the first revision.
 * Where messages are delivered is configuration, not this.
 */
export const companyFactsSchema = z.strictObject({
  address: z.strictObject({
    street: z.string().trim().min(1).max(FACT_LIMITS.street),
    locality: z.string().trim().min(1).max(FACT_LIMITS.locality),
    province: z.enum(PROVINCE_CODES),
    postalCode: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, "a Canadian postal code"),
  }),
  /** North American number written `+1-905-555-0172`. */
  phone: z.string().regex(/^\+1-\d{3}-\d{3}-\d{4}$/, "a phone number like +1-905-555-0172"),
  hours: z.strictObject({
    en: z.string().trim().min(1).max(FACT_LIMITS.hours),
    fr: z.string().trim().min(1).max(FACT_LIMITS.hours),
  }),
  emails: z.strictObject({ general: email, accessibility: email }),
});

export type CompanyFacts = z.infer<typeof companyFactsSchema>;
