// What the memory benchmark sends a server: a flood of addresses nobody links to, and cold preset resizes.
import { readdirSync } from "node:fs";
import path from "node:path";
import { signIn } from "../../tests/support/staff-client.ts";

/** Public pages a campaign or a probe would add a query string to. */
const PAGES = ["/", "/about", "/services", "/brands", "/brands/aquatalia", "/contact", "/b2b"];

/** A deterministic sequence, so two runs send the same flood. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
}

/**
 * The `index`-th address of the flood: in turn an unknown path (a 404 rendered in the visitor's language), a
 * page with a campaign's `?utm_…` query, and a page with an unknown `lng` (neither is a cached page, so each
 * is rendered for its request), with random words in each so no two are alike.
 */
export function floodAddress(index: number, next: () => number): string {
  const word = () => next().toString(36);
  const page = PAGES[next() % PAGES.length];
  switch (index % 3) {
    case 0:
      return `/${word()}/${word()}?q=${word()}`;
    case 1:
      return `${page}?utm_source=${word()}&utm_campaign=${word()}`;
    default:
      return `${page}?lng=${word().slice(0, 2)}${word()}`;
  }
}

/** `total` GET requests, `concurrent` at a time, each body read to its end. */
export async function flood(origin: string, total: number, concurrent: number): Promise<void> {
  const next = sequence(20_261_125);
  let sent = 0;
  const worker = async () => {
    while (sent < total) {
      const address = floodAddress(sent++, next);
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
