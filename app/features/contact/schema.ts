import { z } from "zod/mini";
import { LANGUAGES } from "~/features/i18n/languages";
import { FIELD_MAX_LENGTH, RECIPIENTS } from "./constants";

/** The fields a visitor fills in, in form order. */
export const CONTACT_FIELDS = ["firstName", "lastName", "company", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** SPEC §5: something, an at sign, something, a dot, something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LINE_BREAK = /[\r\n]/;

/** Each failure is reported under the field's own name, the suffix of its `contact.errors.*` key. */
function filled(field: ContactField) {
  return z.string().check(z.trim(), z.minLength(1, field), z.maxLength(FIELD_MAX_LENGTH[field], field));
}

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

export type FieldErrors = Partial<Record<ContactField, true>>;

/** Which fields break a rule, in form order; empty when the message may be sent. */
export function invalidFields(values: Record<ContactField, unknown>): ContactField[] {
  const result = contactFieldsSchema.safeParse(values);
  if (result.success) return [];
  const failed = new Set(result.error.issues.map((issue) => issue.path[0]));
  return CONTACT_FIELDS.filter((field) => failed.has(field));
}

/**
 * The whole request body (SPEC §7): the visitor's fields, the bot-check token, and exactly one of
 * `recipient` (general form) or `recipientEmail` (brand form). `website` is the honeypot people never see.
 */
export const contactRequestSchema = z
  .extend(contactFieldsSchema, {
    captcha: z.string().check(z.minLength(1), z.maxLength(8192)),
    recipient: z.optional(z.enum(RECIPIENTS)),
    recipientEmail: z.optional(
      z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(EMAIL_PATTERN)),
    ),
    website: z.optional(z.string().check(z.maxLength(500))),
    language: z.optional(z.enum(LANGUAGES)),
  })
  .check(
    z.refine((body) => (body.recipient === undefined) !== (body.recipientEmail === undefined), {
      message: "exactly one of recipient or recipientEmail",
      path: ["recipient"],
    }),
  );

export type ContactRequest = z.infer<typeof contactRequestSchema>;
