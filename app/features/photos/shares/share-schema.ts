import { z } from "zod/mini";
import { SHARE_DEFAULT_DAYS, SHARE_MAX_DAYS, SHARE_MIN_DAYS, SHARE_NOTE_MAX_LENGTH } from "../constants";

/** A prepared download's or a line sheet's id (both made alike): 18 random bytes in base64url. */
const downloadId = z.string().check(z.regex(/^[A-Za-z0-9_-]{24}$/));

/** `?page=` of the share links list: a page number as a link writes it (1, 2, …), nothing else. */
export const sharesPageSchema = z.pipe(
  z._default(z.string().check(z.regex(/^[1-9][0-9]{0,5}$/)), "1"),
  z.transform(Number),
);

const validity = {
  days: z._default(
    z.coerce.number().check(z.int(), z.gte(SHARE_MIN_DAYS), z.lte(SHARE_MAX_DAYS)),
    SHARE_DEFAULT_DAYS,
  ),
  note: z._default(z.string().check(z.trim(), z.maxLength(SHARE_NOTE_MAX_LENGTH)), ""),
};

/** The staff's forms on the share links page, as a browser posts them (with or without scripts). */
export const shareFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), download: downloadId, ...validity }),
  /** A line sheet's id is made as a prepared download's is. */
  z.object({ intent: z.literal("createLineSheet"), lineSheet: downloadId, ...validity }),
  z.object({
    intent: z.literal("revoke"),
    share: z.coerce.number().check(z.int(), z.gte(1), z.lte(999_999_999)),
  }),
]);
