import type { IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { isbot } from "isbot";
import { CAMPAIGN_PARAMS, type Device, VALUE_MAX_LENGTH } from "./constants";

/** The request headers counting reads, as Node and the web `Headers` both give them. */
export type HeaderReader = (name: string) => string | undefined;

/** A request's headers to read, whether React Router's web `Request` or Node's own (a header sent twice is joined). */
export function headerReaderOf(request: Request | IncomingMessage): HeaderReader {
  if (request instanceof Request) return (name) => request.headers.get(name) ?? undefined;
  return (name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(", ") : value;
  };
}

/** Chromium, Safari and Firefox mark speculative loads; none of them is a person reading the page. */
const SPECULATIVE = /prefetch|prerender/i;
function isPrefetch(header: HeaderReader): boolean {
  for (const name of ["sec-purpose", "purpose", "x-moz"]) {
    const value = header(name);
    if (value && SPECULATIVE.test(value)) return true;
  }
  return header("x-purpose") === "preview";
}

/** What a user agent says of its client: a person's browser (not a crawler) and which kind of device. */
interface Agent {
  person: boolean;
  device: Device;
}

/**
 * User agents already read: most requests come from a few hundred browsers, and reading one (a crawler's
 * long list of patterns) costs more than the rest of counting. Emptied when full, so it stays small.
 */
const AGENTS_KEPT = 1_000;
const agents = new Map<string, Agent>();

/** A user agent's verdict, read once. */
export function agentOf(userAgent: string): Agent {
  let agent = agents.get(userAgent);
  if (!agent) {
    if (agents.size >= AGENTS_KEPT) agents.clear();
    agent = { person: !isbot(userAgent), device: deviceOf(userAgent) };
    agents.set(userAgent, agent);
  }
  return agent;
}

/**
 * Whether a request is a person's to count: not a crawler (nor a client that says nothing of itself), not a
 * prefetch, not staff signed in (their session cookie goes to every page of the site).
 */
export function isCountedVisitor(header: HeaderReader, staffCookie: string): boolean {
  const userAgent = header("user-agent");
  if (!userAgent || !agentOf(userAgent).person || isPrefetch(header)) return false;
  return !header("cookie")?.includes(`${staffCookie}=`);
}

/** Phone, tablet or desktop, from the user agent alone (iPads that say they are Macs count as desktops). */
export function deviceOf(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent)) return "tablet";
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry/i.test(userAgent)) return "phone";
  return "desktop";
}

/** A value as the tables keep it: printable, trimmed, lower case (Google and google are one source), cut short. */
function keptValue(raw: string | null | undefined): string {
  if (!raw) return "";
  return raw
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .toLowerCase()
    .slice(0, VALUE_MAX_LENGTH);
}

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

/** `utm_source`, `utm_medium` and `utm_campaign` from a page's query string; '' for each one absent. */
export function campaignOf(query: string): Campaign {
  if (!query.includes("utm_")) return { source: "", medium: "", campaign: "" };
  const params = new URLSearchParams(query);
  return {
    source: keptValue(params.get(CAMPAIGN_PARAMS.source)),
    medium: keptValue(params.get(CAMPAIGN_PARAMS.medium)),
    campaign: keptValue(params.get(CAMPAIGN_PARAMS.campaign)),
  };
}

/**
 * The referring site's host, and nothing more of its address: '' when there is none, when it is not a web page
 * (an app's own scheme) or when it is this site (a visitor moving between our pages came from nowhere new).
 */
export function referrerOf(referer: string | undefined, ownHosts: readonly string[]): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.toLowerCase();
  if (ownHosts.includes(host)) return "";
  return keptValue(host.startsWith("www.") ? host.slice(4) : host);
}

/** An IPv6 address's eight groups as numbers (`::` and a dotted IPv4 tail expanded), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Who a visitor is taken to be, before hashing: the network their address belongs to, and nothing the client
 * chooses (decision 281). An IPv4 address whole; an IPv6 address by its first 64 bits, the network a provider
 * hands one household or one phone, whose other 64 bits a device changes at will (privacy addresses). An IPv4
 * address written as IPv6 (`::ffff:198.51.100.1`) is the IPv4 address. Anything else is taken as it is.
 */
export function visitorNetworkOf(address: string): string {
  const bare = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 255]).join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
