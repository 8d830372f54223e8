import { z } from "zod";
import { LANGUAGES } from "~/lib/languages";
import { isStorableText } from "~/lib/text-rules";
import { ROLES } from "./roles";

/** A person's name as the tools show it: no invisible or control character (decision 277). */
export const personName = z.string().trim().min(1).max(100).refine(isStorableText);
const name = personName;

/** An account's e-mail address as typed: one address, however it is spelt. */
export const accountEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** The Accounts page's invitation form, as the server reads it. */
export const invitationSchema = z.object({
  name,
  email: accountEmail,
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
});

/** The name a member without one gives at sign-in. */
export const ownNameSchema = z.object({ name });

/** An owner's change to an account: its name, role and e-mail language. */
export const accountChangeSchema = z.object({
  name,
  role: z.enum(ROLES),
  language: z.enum(LANGUAGES),
});
