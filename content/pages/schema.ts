import { z } from "zod";

/** A text's key in the site's string tables: `about.page.facility.body`. */
const copyKey = z.string().regex(/^[a-z][A-Za-z0-9]*(\.[a-z0-9][A-Za-z0-9]*)+$/);

/**
 * A page's copy as the studio publishes it (decision 227): each edited text by its key, in both languages, and
 * the keys whose French is the English on purpose (a brand's or a place's name). Limits per text are checked
 * with the page's keys (`copyLimit`); a key the site no longer has is ignored when read.
 */
export const publishedCopySchema = z.strictObject({
  copy: z.strictObject({
    en: z.record(copyKey, z.string().trim().min(1)),
    fr: z.record(copyKey, z.string().trim().min(1)),
  }),
  sameInBothLanguages: z.array(copyKey),
});

export type PublishedCopy = z.infer<typeof publishedCopySchema>;
