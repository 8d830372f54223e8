// What the memory benchmark sends a server: a flood of addresses nobody links to, and cold preset resizes.
import { readdirSync } from "node:fs";
import path from "node:path";
import { signIn } from "../../tests/support/staff-client.ts";

/** A deterministic sequence, so two runs send the same flood. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
}

/**
 * Every kind of page a visitor can ask for that the server renders for its request alone (decision 295),
 * with random words in each so no two are alike. Each is a function of a random word and a public page.
 */
export const UNCACHED: readonly { kind: string; address: (word: () => string, page: string) => string }[] = [
  { kind: "unknown path (404)", address: (word) => `/${word()}/${word()}?q=${word()}` },
  { kind: "unknown brand", address: (word) => `/brands/${word()}` },
  {
    kind: "campaign query",
    address: (word, page) => `${page}?utm_source=${word()}&utm_campaign=${word()}`,
  },
  { kind: "unread query key", address: (word, page) => `${page}?${word()}=${word()}` },
  { kind: "unknown language", address: (word, page) => `${page}?lng=${word().slice(0, 2)}${word()}` },
  // The page's data as the router asks for it after hydration.
  { kind: "page data", address: (word, page) => `${page === "/" ? "/_root" : page}.data?${word()}=1` },
  { kind: "store search", address: (word) => `/where-to-buy?near=${word()}` },
  { kind: "unknown share link", address: (word) => `/share/${word()}${word()}` },
  { kind: "unknown brand website", address: (word) => `/go/${word()}` },
];

/** The site's public pages as its sitemap lists them (either language's address: the paths are the same). */
async function publicPages(origin: string): Promise<string[]> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const pages = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname),
  );
  if (pages.size === 0) throw new Error("the sitemap lists no page");
  return [...pages];
}

/** The `index`-th address of the flood: each of `kinds` (indexes into UNCACHED) in turn, on a random public page. */
function floodAddress(
  index: number,
  next: () => number,
  pages: readonly string[],
  kinds: readonly number[],
): string {
  const word = () => next().toString(36);
  const page = pages[next() % pages.length] ?? "/";
  const kind = UNCACHED[kinds[index % kinds.length] ?? 0];
  return kind ? kind.address(word, page) : page;
}

/**
 * `total` GET requests, `concurrent` at a time, each body read to its end: every kind of UNCACHED in turn,
 * or only those of `kinds`.
 */
export async function flood(
  origin: string,
  total: number,
  concurrent: number,
  kinds: readonly number[] = UNCACHED.map((_, index) => index),
): Promise<void> {
  const next = sequence(20_261_125);
  const pages = await publicPages(origin);
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      const address = floodAddress(sent++, next, pages, kinds);
      const response = await fetch(`${origin}${address}`, { headers: { "Accept-Encoding": "br, gzip" } });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrent }, worker));
}

/** The sample catalogue's first `count` photos, as a batch names them: item and file names. */
function catalogueItems(catalogue: string, count: number): { item: string; photos: string[] }[] {
  const items: { item: string; photos: string[] }[] = [];
  let photos = 0;
  for (const item of readdirSync(catalogue, { withFileTypes: true })) {
    if (!item.isDirectory()) continue;
    const files = readdirSync(path.join(catalogue, item.name))
      .filter((name) => name.endsWith(".jpg"))
      .sort()
      .slice(0, count - photos);
    if (files.length === 0) continue;
    items.push({ item: item.name, photos: files });
    photos += files.length;
    if (photos >= count) break;
  }
  return items;
}

/**
 * `count` photos resized for the first time, through their public links: staff make a sheet of them with
 * `preset` (which publishes the links), then the links are fetched, `concurrent` at a time, as a marketplace
 * would fetch them. Returns how many answered 200.
 */
export async function coldResizes(
  origin: string,
  catalogue: string,
  { count, preset, concurrent }: { count: number; preset: string; concurrent: number },
): Promise<number> {
  const cookie = await signIn(origin, "198.51.100.7");
  const prepared = await fetch(`${origin}/api/photos/downloads`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: origin, "Content-Type": "application/json" },
    body: JSON.stringify({ mode: "sheet", preset, format: "links", items: catalogueItems(catalogue, count) }),
  });
  if (prepared.status !== 201) throw new Error(`the sheet was not prepared: HTTP ${prepared.status}`);
  const { download } = (await prepared.json()) as { download: { url: string } };
  const sheet = await (await fetch(`${origin}${download.url}`, { headers: { Cookie: cookie } })).text();
  const links = [...sheet.matchAll(/https?:\/\/[^\s,"]+\/images\/exports\/[^\s,"]+/g)].map(
    ([link]) => new URL(link).pathname,
  );
  let ok = 0;
  let at = 0;
  const worker = async () => {
    while (at < links.length) {
      const response = await fetch(`${origin}${links[at++]}`);
      await response.arrayBuffer();
      if (response.ok) ok += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrent }, worker));
  return ok;
}
