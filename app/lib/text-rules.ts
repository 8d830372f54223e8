/*
 * What every form the public sends must meet, whichever form it is (contact, retail account application).
 */

/**
 * SPEC §5: something, an at sign, something, a dot, something, no spaces. One mailbox only: none of
 * `? & , ; < > "` either, which in a `mailto:` link or a mail header add recipients, a copy or a body.
 */
export const EMAIL_PATTERN = /^[^\s@?&,;<>"]+@[^\s@?&,;<>"]+\.[^\s@?&,;<>"]+$/;

/** C0 and C1 control characters and DEL, but the tab and the line breaks (`\t`, `\n`, `\r`) text may hold. */
const CONTROLS = /(?![\t\n\r])\p{Cc}/gu;

/**
 * Unicode format characters (Cf: direction overrides and isolates, zero-width spaces and joiners, marks)
 * but the two our English and French text needs (decision 277): a soft hyphen, where a long French word may
 * break on a phone (`réappro\u00ADvision\u00ADnement`), and a zero-width joiner between two pictographs, how a
 * phone's keyboard writes one emoji of several (a family, a profession).
 */
const HIDDEN_FORMATS =
  /(?!\u00AD|(?<=\p{Extended_Pictographic}[\u{FE0F}\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic}))\p{Cf}/gu;

/**
 * The one text rule for what staff and visitors type or import (decision 277): no control character but tab
 * and line breaks, and no invisible format character but a soft hyphen or an emoji's joiner (a right-to-left
 * override reverses a store's name on the public page). Also what a database and an e-mail can hold: no lone half of a surrogate pair (what a
 * broken client or a probe sends; no keyboard types either).
 */
export function isStorableText(value: string): boolean {
  // The patterns are global (for `withoutHiddenCharacters`): `search` ignores their position, `test` would not.
  return value.isWellFormed() && value.search(CONTROLS) < 0 && value.search(HIDDEN_FORMATS) < 0;
}

/**
 * A typed text without the invisible format characters a paste brings along (a zero-width space, a direction
 * mark): what a visitor's form drops rather than refuses, since nobody can see them to take them out. Control
 * characters are left for the rule to refuse: no keyboard or paste brings a NUL.
 */
export function withoutInvisibleFormats(value: string): string {
  return value.replace(HIDDEN_FORMATS, "");
}

/** An imported text made to meet the rule, for an import that cleans a row rather than refuses it. */
export function withoutHiddenCharacters(value: string): string {
  return withoutInvisibleFormats(value).replace(CONTROLS, "");
}

/**
 * Whether two texts read the same to a person (the French gate: the English left in place as the French):
 * compared without format characters, spaces of any kind and case, so a zero-width space, a non-breaking
 * space or a capital does not make the English pass for French.
 */
export function readsTheSame(first: string, second: string): boolean {
  const comparable = (text: string) =>
    text
      .normalize("NFKC")
      .replace(/\p{Cf}/gu, "")
      .replace(/\s/gu, "")
      .toLowerCase();
  return comparable(first) === comparable(second);
}

/** `example.com` → `https://example.com`: what a person types, as a link staff can follow. */
export function websiteOf(value: string): string | undefined {
  const typed = value.trim();
  if (!typed) return "";
  try {
    const url = new URL(/^https?:\/\//i.test(typed) ? typed : `https://${typed}`);
    return url.hostname.includes(".") && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}
