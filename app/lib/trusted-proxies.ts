import { isIP } from "node:net";

/** Express's names for address ranges: 127.0.0.0/8 and ::1, link-local, and private (unique local) ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose `X-Forwarded-For`/`-Proto`/`-Host` the site believes, as a comma-separated
 * list of addresses, CIDR ranges or Express's range names. Undefined when an entry is none of those. Hop counts
 * and `true` are not accepted: they would believe a header any client can write.
 */
export function parseTrustedProxies(value: string): string[] | undefined {
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : undefined;
}
