import { z } from "zod/mini";
import { LANGUAGES } from "~/lib/languages";
import { isSitePagePath } from "~/lib/site-page-address";
import { FIELD_MAX_LENGTH, RECIPIENTS } from "./constants";
import { CONTACT_FIELDS, type ContactField } from "./fields";

/**
 * SPEC §5: something, an at sign, something, a dot, something, no spaces. One mailbox only: none of
 * `? & , ; < > "` either, which in a `mailto:` link or a mail header add recipients, a copy or a body.
 */
export const EMAIL_PATTERN = /^[^\s@?&,;<>"]+@[^\s@?&,;<>"]+\.[^\s@?&,;<>"]+$/;
const LINE_BREAK = /[\r\n]/;
/** A path as `location.pathname` gives it: a leading slash, printable ASCII; `isSitePagePath` keeps it on the site. */
const SITE_PATH = /^\/[!-~]*$/;

/**
 * Text a database and an e-mail can hold: no NUL character and no lone half of a surrogate pair (what a
 * broken client or a probe sends; no keyboard types either).
 */
export const isStorableText = (value: string) => !value.includes("\u0000") && value.isWellFormed();

/** Each failure is reported under the field's own name, the suffix of its `contact.errors.*` key. */
function filled(field: ContactField) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, field),
      z.maxLength(FIELD_MAX_LENGTH[field], field),
      z.refine(isStorableText, field),
    );
}

const storable = (maxLength: number) => z.string().check(z.maxLength(maxLength), z.refine(isStorableText));

/** A header-bound field: a line break in it could forge mail headers. */
function singleLine(field: ContactField) {
  return filled(field).check(z.refine((value) => !LINE_BREAK.test(value), field));
}

/** SPEC §5, shared by the browser (before sending) and the server (before storing). */
export const contactFieldsSchema = z.object({
  firstName: singleLine("firstName"),
  lastName: singleLine("lastName"),
  company: singleLine("company"),
  email: singleLine("email").check(z.regex(EMAIL_PATTERN, "email")),
  phone: singleLine("phone"),
  message: filled("message"),
});

/** Which fields break a rule, in form order; empty when the message may be sent. */
export function invalidFields(values: Record<ContactField, unknown>): ContactField[] {
  const result = contactFieldsSchema.safeParse(values);
  if (result.success) return [];
  const failed = new Set(result.error.issues.map((issue) => issue.path[0]));
  return CONTACT_FIELDS.filter((field) => failed.has(field));
}

/**
 * The whole request body (SPEC §7): the visitor's fields, the bot-check token, and exactly one of
 * `recipient` (general form), `brand` (a brand page's form: the brand's id) or `recipientEmail` (a brand
 * manager's address, as the original site sent it). `website` is the honeypot people never see.
 */
export const contactRequestSchema = z
  .extend(contactFieldsSchema, {
    captcha: storable(8192).check(z.minLength(1)),
    recipient: z.optional(z.enum(RECIPIENTS)),
    brand: z.optional(z.string().check(z.maxLength(64), z.regex(/^[a-z0-9-]+$/))),
    recipientEmail: z.optional(
      z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(EMAIL_PATTERN)),
    ),
    website: z.optional(storable(500)),
    language: z.optional(z.enum(LANGUAGES)),
    /** The path of the page the form was sent from, for the reader of the e-mail. */
    page: z.optional(z.string().check(z.maxLength(500), z.regex(SITE_PATH), z.refine(isSitePagePath))),
  })
  .check(
    z.refine(
      (body) => [body.recipient, body.brand, body.recipientEmail].filter((v) => v !== undefined).length === 1,
      { message: "exactly one of recipient, brand or recipientEmail", path: ["recipient"] },
    ),
  );

export type ContactRequest = z.infer<typeof contactRequestSchema>;
