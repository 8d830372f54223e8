/**
 * A percent-encoded text decoded, or undefined when its encoding is broken (`%`, `%E0%A4%A`). What arrives
 * in a cookie or an address is written by others, so it is never trusted to decode.
 */
export function decodePercent(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
