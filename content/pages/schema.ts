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
  /**
   * The day (head office's clock) the page's texts last changed, stamped at each publication that changes them:
   * a legal page shows it as "Last updated" (decision 229). None before a page's first publication.
   */
  updated: z.iso.date().optional(),
});

export type PublishedCopy = z.infer<typeof publishedCopySchema>;

function sameTexts(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** `next` stamped with the day its texts last changed: `live`'s day when they are `live`'s, else `today`. */
export function withUpdated(
  next: PublishedCopy,
  live: PublishedCopy | undefined,
  today: string,
): PublishedCopy {
  const unchanged =
    live !== undefined && sameTexts(next.copy.en, live.copy.en) && sameTexts(next.copy.fr, live.copy.fr);
  const updated = unchanged ? live.updated : today;
  return updated === undefined ? next : { ...next, updated };
}
