import { z } from "zod";
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
  return z.string().trim().min(1, field).max(FIELD_MAX_LENGTH[field], field);
}

/** A header-bound field: a line break in it could forge mail headers. */
function singleLine(field: ContactField) {
  return filled(field).refine((value) => !LINE_BREAK.test(value), field);
}

/** SPEC §5, shared by the browser (before sending) and the server (before storing). */
export const contactFieldsSchema = z.object({
  firstName: singleLine("firstName"),
  lastName: singleLine("lastName"),
  company: singleLine("company"),
  email: singleLine("email").regex(EMAIL_PATTERN, "email"),
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
export const contactRequestSchema = contactFieldsSchema
  .extend({
    captcha: z.string().min(1).max(8192),
    recipient: z.enum(RECIPIENTS).optional(),
    recipientEmail: z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN).optional(),
    website: z.string().max(500).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((body) => (body.recipient === undefined) !== (body.recipientEmail === undefined), {
    message: "exactly one of recipient or recipientEmail",
    path: ["recipient"],
  });

export type ContactRequest = z.infer<typeof contactRequestSchema>;
