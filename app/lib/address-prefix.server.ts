import { isIPv4, isIPv6 } from "node:net";

/** The eight groups of an IPv6 address, `::` filled in, each without leading zeros and in lower case. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  return [...headGroups, ...Array.from({ length: missing }, () => "0"), ...tailGroups].map((group) =>
    group.replace(/^0+(?=.)/, "").toLowerCase(),
  );
}

/** An IPv4 address mapped into IPv6 (`::ffff:203.0.113.7`) written as the IPv4 address it is. */
function unmapped(address: string): string {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

/**
 * An address cut to its network, as the audit log and the sessions list keep it: `/24` of IPv4, `/48` of IPv6.
 * It says "the office" or "a phone network" without naming the person's device.
 */
export function addressPrefix(address: string): string {
  const v4 = unmapped(address);
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return "unknown";
  return `${ipv6Groups(address).slice(0, 3).join(":")}::/48`;
}

/**
 * The part of an address one client cannot change at will, as the throttles count it: a whole IPv4 address, the
 * `/64` of an IPv6 one (every connection is handed a /64, and picks any address in it per request). Anything
 * else (an account's key, a digest) is returned as it is.
 */
export function addressNetwork(address: string): string {
  const v4 = unmapped(address);
  if (isIPv4(v4)) return v4;
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}
