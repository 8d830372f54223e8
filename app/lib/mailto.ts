/**
 * A `mailto:` link that writes to `address` and no one else. The address is percent-encoded (RFC 6068 §2;
 * its `@` stays as it is), so no `,` `;` `?` `&` in it can add recipients, a copy, a subject or a body to the
 * message the link opens.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replaceAll("%40", "@")}`;
}
