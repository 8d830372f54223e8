import { z } from "zod";
import { LANGUAGES } from "~/features/i18n/languages";
import { RECIPIENTS } from "./constants";
import { contactFieldsSchema } from "./schema";

/** What the outbox keeps of a message: the visitor's validated fields and where it came from. */
export const submissionSchema = contactFieldsSchema.extend({
  language: z.enum(LANGUAGES),
  /** The general form's department; absent for a brand form. */
  department: z.enum(RECIPIENTS).optional(),
});

export type Submission = z.infer<typeof submissionSchema>;
