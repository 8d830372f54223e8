import { z } from "zod/mini";
import { LANGUAGES } from "~/lib/languages";
import { isSitePagePath } from "~/lib/site-page-address";
import { EMAIL_PATTERN, isStorableText, withoutInvisibleFormats } from "~/lib/text-rules";
import { FIELD_MAX_LENGTH, RECIPIENTS } from "./constants";
import { CONTACT_FIELDS, type ContactField } from "./fields";

const LINE_BREAK = /[\r\n]/;
/** A path as `location.pathname` gives it: a leading slash, printable ASCII; `isSitePagePath` keeps it on the site. */
const SITE_PATH = /^\/[!-~]*$/;

/**
 * Each failure is reported under the field's own name, the suffix of its `contact.errors.*` key. Invisible format
 * characters a visitor pasted along (a zero-width space, a direction override) are dropped rather than refused:
 * nobody can see them to take them out (decision 277). What else breaks the text rule (a control character, a
 * lone half of a surrogate pair: what only a probe sends) is refused.
 */
function filled(field: ContactField) {
  return z
    .string()
    .check(
      z.overwrite(withoutInvisibleFormats),
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

/** Where a message goes and where it was sent from: every request body's fields besides the visitor's own. */
const routingFields = {
  recipient: z.optional(z.enum(RECIPIENTS)),
  brand: z.optional(z.string().check(z.maxLength(64), z.regex(/^[a-z0-9-]+$/))),
  recipientEmail: z.optional(
    z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.regex(EMAIL_PATTERN)),
  ),
  website: z.optional(storable(500)),
  language: z.optional(z.enum(LANGUAGES)),
  /** The path of the page the form was sent from, for the reader of the e-mail. */
  page: z.optional(z.string().check(z.maxLength(500), z.regex(SITE_PATH), z.refine(isSitePagePath))),
};

const oneRecipient = z.refine<{ recipient?: string; brand?: string; recipientEmail?: string }>(
  (body) => [body.recipient, body.brand, body.recipientEmail].filter((v) => v !== undefined).length === 1,
  { message: "exactly one of recipient, brand or recipientEmail", path: ["recipient"] },
);

/**
 * The whole request body (SPEC §7): the visitor's fields, the bot-check token, and exactly one of
 * `recipient` (general form), `brand` (a brand page's form: the brand's id) or `recipientEmail` (a brand
 * manager's address, as the original site sent it). `website` is the honeypot people never see.
 */
export const contactRequestSchema = z
  .extend(contactFieldsSchema, { captcha: storable(8192).check(z.minLength(1)), ...routingFields })
  .check(oneRecipient);

/** A plain post vouched for by its form token instead (held for review, decision 232): no bot-check token. */
export const heldRequestSchema = z
  .extend(contactFieldsSchema, { captcha: z.optional(storable(8192)), ...routingFields })
  .check(oneRecipient);

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type HeldRequest = z.infer<typeof heldRequestSchema>;
