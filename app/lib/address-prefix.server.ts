import { isIPv4, isIPv6 } from "node:net";

/**
 * An address cut to its network, as the audit log and the sessions list keep it: `/24` of IPv4, `/48` of IPv6.
 * It says "the office" or "a phone network" without naming the person's device.
 */
export function addressPrefix(address: string): string {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(address)) return "unknown";
  const [head = "", tail = ""] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = address.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array.from({ length: missing }, () => "0"), ...tailGroups];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, "").toLowerCase())
    .join(":")}::/48`;
}
