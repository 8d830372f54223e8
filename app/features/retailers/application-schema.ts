import { z } from "zod/mini";
import { gstHstOf, phoneAsWritten, postalCodeFitsProvince, postalCodeOf, qstOf } from "~/lib/canada-post";
import { EMAIL_PATTERN, isStorableText, websiteOf, withoutInvisibleFormats } from "~/lib/text-rules";
import type { ApplicationValues } from "./application-values";
import {
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTH,
  type ApplicationField,
  DOORS_RANGE,
  PROVINCES,
  type Province,
  STORE_TYPES,
} from "./constants";

const LINE_BREAK = /[\r\n]/;

/**
 * Each failure is reported under the field's own name, the suffix of its `retailers.errors.*` key. Invisible format
 * characters pasted along are dropped, as in the contact form (decision 277).
 */
function text(field: (typeof APPLICATION_FIELDS)[number], required = true) {
  return z.string().check(
    z.overwrite(withoutInvisibleFormats),
    z.trim(),
    z.minLength(required ? 1 : 0, field),
    z.maxLength(APPLICATION_MAX_LENGTH[field], field),
    z.refine(isStorableText, field),
    z.refine((value) => field === "message" || !LINE_BREAK.test(value), field),
  );
}

const isProvince = (value: string): value is Province => PROVINCES.some((code) => code === value);

/** The application's rules, shared by the browser (before sending) and the server (before storing). */
export const applicationSchema = z
  .object({
    legalName: text("legalName"),
    operatingName: text("operatingName", false),
    contactName: text("contactName"),
    email: text("email").check(z.regex(EMAIL_PATTERN, "email")),
    phone: text("phone").check(z.regex(/\d.*\d.*\d.*\d.*\d.*\d.*\d/, "phone")),
    street: text("street"),
    city: text("city"),
    province: z.string().check(z.refine(isProvince, "province")),
    postalCode: z.string().check(
      z.maxLength(APPLICATION_MAX_LENGTH.postalCode, "postalCode"),
      z.refine((value) => postalCodeOf(value) !== undefined, "postalCode"),
    ),
    gstHst: z.string().check(
      z.maxLength(APPLICATION_MAX_LENGTH.gstHst, "gstHst"),
      z.refine((value) => gstHstOf(value) !== undefined, "gstHst"),
    ),
    qst: text("qst", false),
    storeType: z.enum(STORE_TYPES, "storeType"),
    website: text("website", false).check(z.refine((value) => websiteOf(value) !== undefined, "website")),
    doors: z
      .string()
      .check(
        z.refine(
          (value) =>
            /^\d{1,5}$/.test(value.trim()) &&
            Number(value) >= DOORS_RANGE.min &&
            Number(value) <= DOORS_RANGE.max,
          "doors",
        ),
      ),
    brands: z
      .array(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "brands"), z.maxLength(64, "brands")))
      .check(z.minLength(1, "brands"), z.maxLength(100, "brands")),
    message: text("message", false),
  })
  .check(
    // The postal code's first letter belongs to the province chosen.
    z.refine(
      (values) => {
        const code = postalCodeOf(values.postalCode);
        return !code || !isProvince(values.province) || postalCodeFitsProvince(code, values.province);
      },
      { message: "postalCode", path: ["postalCode"] },
    ),
    // Quebec retailers also register for the QST; elsewhere the field is left blank.
    z.refine(
      (values) => (values.province === "QC" ? qstOf(values.qst) !== undefined : values.qst.trim() === ""),
      { message: "qst", path: ["qst"] },
    ),
  );

const FORM_ORDER: readonly ApplicationField[] = [...APPLICATION_FIELDS.slice(0, -1), "brands", "message"];

/** Which fields break a rule, in form order; empty when the application may be sent. */
export function invalidApplicationFields(values: ApplicationValues): ApplicationField[] {
  const result = applicationSchema.safeParse(values);
  if (result.success) return [];
  const failed = new Set(result.error.issues.map((issue) => issue.path[0]));
  return FORM_ORDER.filter((field) => failed.has(field));
}

/** An application as it is stored and mailed: every value trimmed and written the one way. */
export interface Application {
  legalName: string;
  operatingName: string;
  contactName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  province: Province;
  postalCode: string;
  gstHst: string;
  qst: string;
  storeType: (typeof STORE_TYPES)[number];
  website: string;
  doors: number;
  brands: string[];
  message: string;
}

/** The application in its one written form, or undefined while any rule is broken. */
export function normalisedApplication(values: ApplicationValues): Application | undefined {
  const parsed = applicationSchema.safeParse(values);
  if (!parsed.success || !isProvince(parsed.data.province)) return undefined;
  const v = parsed.data;
  return {
    ...v,
    province: parsed.data.province,
    phone: phoneAsWritten(v.phone),
    postalCode: postalCodeOf(v.postalCode) ?? "",
    gstHst: gstHstOf(v.gstHst) ?? "",
    qst: v.province === "QC" ? (qstOf(v.qst) ?? "") : "",
    website: websiteOf(v.website) ?? "",
    doors: Number(v.doors),
    brands: [...new Set(v.brands)],
  };
}
