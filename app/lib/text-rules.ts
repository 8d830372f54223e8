/*
 * What every form the public sends must meet, whichever form it is (contact, retail account application).
 */

/**
 * SPEC §5: something, an at sign, something, a dot, something, no spaces. One mailbox only: none of
 * `? & , ; < > "` either, which in a `mailto:` link or a mail header add recipients, a copy or a body.
 */
export const EMAIL_PATTERN = /^[^\s@?&,;<>"]+@[^\s@?&,;<>"]+\.[^\s@?&,;<>"]+$/;

/**
 * Text a database and an e-mail can hold: no NUL character and no lone half of a surrogate pair (what a
 * broken client or a probe sends; no keyboard types either).
 */
export const isStorableText = (value: string) => !value.includes("\u0000") && value.isWellFormed();

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
