import { z } from "zod/mini";
import { EMAIL_PATTERN, isStorableText, withoutInvisibleFormats } from "~/lib/text-rules";
import { NOTIFY } from "./constants";
import { CONSENT_GIVEN, NOTIFY_FIELDS, type NotifyField, type NotifyValues } from "./notify-values";

/** The notify-me rules, shared by the browser (before sending) and the server (before storing). */
export const notifySchema = z.object({
  // Invisible format characters pasted along are dropped, as in the other public forms (decision 277).
  email: z
    .string()
    .check(
      z.overwrite(withoutInvisibleFormats),
      z.trim(),
      z.minLength(1, "email"),
      z.maxLength(NOTIFY.emailMaxLength, "email"),
      z.refine(isStorableText, "email"),
      z.regex(EMAIL_PATTERN, "email"),
    ),
  // CASL: consent is given by ticking the box, never assumed.
  consent: z.literal(CONSENT_GIVEN, "consent"),
});

/** Which fields break a rule, in form order; empty when the form may be sent. */
export function invalidNotifyFields(values: NotifyValues): NotifyField[] {
  const result = notifySchema.safeParse(values);
  if (result.success) return [];
  const failed = new Set(result.error.issues.map((issue) => issue.path[0]));
  return NOTIFY_FIELDS.filter((field) => failed.has(field));
}

/** The address as the list keeps it (trimmed, lowercased), or undefined while any rule is broken. */
export function listedAddress(values: NotifyValues): string | undefined {
  const parsed = notifySchema.safeParse(values);
  return parsed.success ? parsed.data.email.toLowerCase() : undefined;
}
