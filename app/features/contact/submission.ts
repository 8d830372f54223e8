import { z } from "zod/mini";
import { LANGUAGES } from "~/lib/languages";
import { RECIPIENTS } from "./constants";
import { contactFieldsSchema } from "./schema";

/** What the outbox keeps of a message: the visitor's validated fields and where it came from. */
export const submissionSchema = z.extend(contactFieldsSchema, {
  /**
   * Checked when the message was stored, under the rules of the day: a stricter rule since (one mailbox only)
   * must not make older messages unreadable. Links to it go through `mailtoHref`, and the lead e-mail replies
   * to it only when it passes today's rule.
   */
  email: z.string(),
  language: z.enum(LANGUAGES),
  /** The general form's department; absent for a brand form. */
  department: z.optional(z.enum(RECIPIENTS)),
  /** The brand whose page the message was sent from, when it was. */
  brand: z.optional(z.string()),
  /** The path of the page it was sent from (absent on messages from older clients). */
  page: z.optional(z.string()),
});

export type Submission = z.infer<typeof submissionSchema>;
