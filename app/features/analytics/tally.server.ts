import { hash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { companyDay, companyDayStart } from "~/lib/company-time";
import { type Goal, OTHER_VALUE, PENDING_ROWS_MAX, PENDING_VISITORS_MAX } from "./constants";
import {
  agentOf,
  type Campaign,
  campaignOf,
  type HeaderReader,
  headerReaderOf,
  isCountedVisitor,
  referrerOf,
  visitorNetworkOf,
} from "./visit-facts";

/** One row of page views as the tables hold it. */
export interface ViewRow extends Campaign {
  period: string;
  path: string;
  language: string;
  referrer: string;
  device: string;
  views: number;
}

export interface GoalRow {
  period: string;
  goal: string;
  brand: string;
  page: string;
  count: number;
}

/** What one instance counted since its last write. */
export interface Counts {
  views: Map<string, ViewRow>;
  goals: Map<string, GoalRow>;
  /** Page views per day. */
  days: Map<string, number>;
  /**
   * Each day's visitors not yet written, as hashes of their network and the site (`visitorOf`): unsalted, so
   * they never leave memory like this; the day's salt is applied as they are written.
   */
  visitors: Map<string, Set<string>>;
}

const noCounts = (): Counts => ({ views: new Map(), goals: new Map(), days: new Map(), visitors: new Map() });

interface Settings {
  /** The staff session cookie's name: its holder is not counted. */
  staffCookie: string;
  /** The site's own host name: a referrer from it is no referrer, and it is part of every visitor's hash. */
  siteHost: string;
}

let settings: Settings | undefined;
let counts = noCounts();
/**
 * Today's visitors already written, the pages each has been counted on (a revalidation (304) of a page already
 * counted today is the same visit, not a new view) and the goals each has reached (a goal counts once per
 * visitor and day). Forgotten when the day changes; bounded, so a flood of addresses costs memory only up to
 * this many.
 */
const TODAY_REMEMBERED_MAX = 100_000;
const noneRemembered = () => ({
  written: new Set<string>(),
  pages: new Set<string>(),
  goals: new Set<string>(),
});
let today = { day: "", endsAt: 0, ...noneRemembered() };

/** Counting starts (and is on) once the server knows who staff are; before that, nothing is counted. */
export function startTally(given: Settings): void {
  settings = given;
}

export function stopTally(): void {
  settings = undefined;
}

/** The day a moment falls on at the head office, worked out once a day rather than once a request. */
function dayAt(now: number): string {
  if (now >= today.endsAt || now < today.endsAt - 26 * 3_600_000) {
    const day = companyDay(now);
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    today = {
      day,
      endsAt: companyDayStart(next.toISOString().slice(0, 10)),
      ...noneRemembered(),
    };
  }
  return today.day;
}

const remember = (set: Set<string>, value: string) => {
  if (set.size < TODAY_REMEMBERED_MAX) set.add(value);
};

/**
 * A visitor as counting knows them: a hash of their network (never their user agent, which a client changes at
 * will, decision 281) and the site. Unsalted, so it stays in memory; the day's salt is applied as it is written.
 */
const visitorOf = (address: string, siteHost: string) =>
  hash("sha256", `${visitorNetworkOf(address)}\n${siteHost}`, "base64url");

/** A value pooled as "other" once this instance holds as many rows as it may between writes ('' stays ''). */
const pooled = (value: string) => (value ? OTHER_VALUE : value);

/** A public page, as it was answered. */
export interface PageAnswer {
  /** The route's path, without its query. */
  path: string;
  /** The query string, without `?` (only its campaign parameters are read). */
  query: string;
  language: string;
  status: number;
  method: string;
  header: HeaderReader;
  /** The client's address, as the trusted proxies tell it. Hashed at once; never kept. */
  address: string;
}

/**
 * Counts one answered public page, in memory: a GET answered 200, or 304 when this visitor was not counted on
 * the page today, by a person who is not staff. Cheap enough for the page cache's hot path (one hash, a few
 * map updates).
 */
export function countPageView(answer: PageAnswer, now = Date.now()): void {
  if (!settings || answer.method !== "GET" || (answer.status !== 200 && answer.status !== 304)) return;
  const { header } = answer;
  if (!isCountedVisitor(header, settings.staffCookie)) return;
  const agent = header("user-agent") ?? "";
  const day = dayAt(now);
  const visitor = visitorOf(answer.address, settings.siteHost);
  const seen = `${visitor} ${answer.path}`;
  if (answer.status === 304 && today.pages.has(seen)) return;
  remember(today.pages, seen);

  const referer = header("referer");
  // The host the request named counts as this site's too (a test server, an address before the proxy).
  const ownHosts = referer
    ? [settings.siteHost, header("host")?.replace(/:\d+$/, "").toLowerCase() ?? ""]
    : [];
  const campaign = campaignOf(answer.query);
  const row = {
    period: day,
    path: answer.path,
    language: answer.language,
    referrer: referrerOf(referer, ownHosts),
    device: agentOf(agent).device,
    ...campaign,
  };
  let key = viewKey(row);
  let counted = counts.views.get(key);
  if (!counted && counts.views.size >= PENDING_ROWS_MAX) {
    // Full until the next write: what varies freely (referrers, campaigns) is pooled; pages and languages stay.
    row.referrer = pooled(row.referrer);
    row.source = pooled(row.source);
    row.medium = pooled(row.medium);
    row.campaign = pooled(row.campaign);
    key = viewKey(row);
    counted = counts.views.get(key);
  }
  if (counted) counted.views += 1;
  else counts.views.set(key, { ...row, views: 1 });
  counts.days.set(day, (counts.days.get(day) ?? 0) + 1);
  if (!today.written.has(visitor)) {
    const pending = counts.visitors.get(day) ?? new Set<string>();
    if (pending.size < PENDING_VISITORS_MAX) pending.add(visitor);
    counts.visitors.set(day, pending);
  }
}

const viewKey = (row: Omit<ViewRow, "views">) =>
  `${row.period}\0${row.path}\0${row.language}\0${row.referrer}\0${row.source}\0${row.medium}\0${row.campaign}\0${row.device}`;

/** Where a goal was reached, and by whom. */
export interface GoalReached {
  /** The client's address, as the trusted proxies tell it. Hashed at once; never kept. */
  address: string;
  /** The public page it was reached from. */
  page?: string;
  /** The brand it concerns, if any. */
  brand?: string;
}

/**
 * Counts a goal reached, in memory, unless the request is a crawler's, a prefetch or staff's, or this visitor
 * has reached this goal (for this brand) already today: the same click or download repeated is one goal
 * (decision 281). The page credited is the one of the first time.
 */
export function countGoal(
  goal: Goal,
  request: Request | IncomingMessage,
  { address, brand = "", page = "" }: GoalReached,
  now = Date.now(),
): void {
  const header = headerReaderOf(request);
  if (!settings || !isCountedVisitor(header, settings.staffCookie)) return;
  const period = dayAt(now);
  const reached = `${visitorOf(address, settings.siteHost)} ${goal} ${brand}`;
  if (today.goals.has(reached)) return;
  remember(today.goals, reached);
  const key = `${period}\0${goal}\0${brand}\0${page}`;
  const counted = counts.goals.get(key);
  if (counted) counted.count += 1;
  else if (counts.goals.size < PENDING_ROWS_MAX)
    counts.goals.set(key, { period, goal, brand, page, count: 1 });
}

/** What was counted since the last call, handed over for writing; counting goes on into a fresh tally. */
export function takeCounts(): Counts {
  const taken = counts;
  counts = noCounts();
  return taken;
}

/** Counts that could not be written go back, added to what was counted meanwhile, for the next write. */
export function restoreCounts(failed: Counts): void {
  for (const [key, row] of failed.views) {
    const counted = counts.views.get(key);
    if (counted) counted.views += row.views;
    else counts.views.set(key, row);
  }
  for (const [key, row] of failed.goals) {
    const counted = counts.goals.get(key);
    if (counted) counted.count += row.count;
    else counts.goals.set(key, row);
  }
  for (const [day, views] of failed.days) counts.days.set(day, (counts.days.get(day) ?? 0) + views);
  for (const [day, visitors] of failed.visitors) {
    const pending = counts.visitors.get(day);
    if (pending) for (const visitor of visitors) pending.add(visitor);
    else counts.visitors.set(day, visitors);
  }
}

/** Visitors written for today need not be written again. */
export function markWritten(day: string, visitors: Iterable<string>): void {
  if (day !== today.day) return;
  for (const visitor of visitors) remember(today.written, visitor);
}

/** Whether anything waits to be written. */
export const hasCounts = (pending: Counts) =>
  pending.views.size > 0 || pending.goals.size > 0 || pending.visitors.size > 0;
