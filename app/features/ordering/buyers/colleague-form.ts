import { z } from "zod";
import { accountEmail, personName } from "~/features/accounts";
import { LANGUAGES } from "~/lib/languages";
import { BUYER_ROLES } from "./constants";

/** A customer administrator's invitation of a colleague, as the server reads it. */
export const colleagueSchema = z.object({
  name: personName,
  email: accountEmail,
  role: z.enum(BUYER_ROLES),
  language: z.enum(LANGUAGES),
});

/** A change to a colleague's account: which one (the id as the page gave it) and what. */
export const colleagueChangeSchema = z.object({
  buyer: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  change: z.enum(["makeAdmin", "makeBuyer", "deactivate", "reactivate", "inviteAgain"]),
});

/** A change staff make to a customer's buyer: a colleague's changes, and resetting a lost second factor. */
export const staffBuyerChangeSchema = z.object({
  buyer: z
    .string()
    .regex(/^\d{1,12}$/)
    .transform(Number),
  change: z.enum(["makeAdmin", "makeBuyer", "deactivate", "reactivate", "inviteAgain", "resetSecondFactor"]),
});
