import { Fragment } from "react";

/** A run of letters and digits joined by dashes: an item number (`20706-600`), where a line must not break. */
const HYPHENATED = /([\p{L}\p{N}]+(?:[-‐][\p{L}\p{N}]+)+)/u;

/**
 * `text` with every hyphenated identifier kept on one line: browsers break a line after a hyphen, which
 * splits an item number in a narrow table cell ("20706- / 600"). Done with CSS, not a non-breaking hyphen,
 * so copying the text gives the number as typed.
 */
export function UnbrokenIdentifiers({ text }: { text: string }) {
  return text.split(HYPHENATED).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in a fixed order.
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in a fixed order.
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
