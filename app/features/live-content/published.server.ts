import { BRAND_TEXT_FIELDS } from "@content/brands/fields";
import { BRANDS } from "@content/brands/index";
import { type BrandLineup, brandLineupSchema, SEED_LINEUP } from "@content/brands/lineup";
import { type BrandContent, type PublishedBrand, publishedBrandSchema } from "@content/brands/schema";
import { brandText } from "@content/brands/text-fields";
import { type CompanyFacts, companyFactsSchema } from "@content/company/facts";
import { SEED_FACTS } from "@content/company/seed";
import { type PublishedCopy, publishedCopySchema } from "@content/pages/schema";
import { type Kysely, sql } from "kysely";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";
import { log } from "~/lib/log.server";
import { periodicJob } from "~/lib/periodic-job.server";
import { singleFlight } from "~/lib/single-flight";

/** The kinds of item the studio publishes; each names a table row's `kind`. */
export const BRAND_KIND = "brand";
/** The brand line-up is one item of its own kind: which brands are listed, in what order, and which retired. */
export const LINEUP_KIND = "lineup";
export const LINEUP_ITEM = "brands";
/** A page's copy: one item per page of `PAGE_COPY` (decision 227). */
export const PAGE_KIND = "page";
/** The company's facts (address, phone, hours, addresses shown) are one item of their own kind (decision 228). */
export const COMPANY_KIND = "company";
export const COMPANY_ITEM = "facts";

/** What each kind's documents must be, on every start, publication and import. */
const DOCUMENT_SCHEMAS = {
  [BRAND_KIND]: publishedBrandSchema,
  [LINEUP_KIND]: brandLineupSchema,
  [PAGE_KIND]: publishedCopySchema,
  [COMPANY_KIND]: companyFactsSchema,
};

/** A stored document, checked by its kind's schema: throws when the schema refuses it or the kind is unknown. */
export function checkedDocument(kind: string, document: string): unknown {
  const schema = DOCUMENT_SCHEMAS[kind as keyof typeof DOCUMENT_SCHEMAS];
  if (!schema) throw new Error(`no content of kind ${kind}`);
  return schema.parse(JSON.parse(document));
}

/** How often an instance looks whether another one published (decision 219): live within about a second. */
const CONTENT_WATCH_EVERY_MS = 1000;

export interface LiveBrand {
  /** Its live revision's number. */
  revision: number;
  published: PublishedBrand;
}

/** What visitors see: every item's newest revision, and the newest revision's id anywhere. */
export interface PublishedContent {
  /** Grows with every publication in any instance, so a change is noticed by comparing one number. */
  version: number;
  /** Every brand ever published, retired ones too: the line-up says which the site lists. */
  brands: ReadonlyMap<string, LiveBrand>;
  lineup: { revision: number; lineup: BrandLineup };
  /** Each page's copy as published, for the pages staff have edited; the others read the site's own words. */
  pages: ReadonlyMap<string, { revision: number; published: PublishedCopy }>;
  /** The company's facts as published; `SEED_FACTS` (revision 0) until the first publication. */
  company: { revision: number; facts: CompanyFacts };
}

/** A brand of content/ as its first revision: the French texts that are the English ones are so on purpose. */
function seedOf(brand: BrandContent): PublishedBrand {
  return {
    brand,
    sameInBothLanguages: BRAND_TEXT_FIELDS.filter(
      (field) => brandText(brand.en, field) === brandText(brand.fr, field),
    ),
  };
}

/**
 * On first start, and for a brand added to content/ later, the first revision is content/'s. One
 * transaction at a time, so two instances starting together write it once.
 */
async function seedMissing(): Promise<void> {
  const { db, exclusive } = await database();
  const known = await db
    .selectFrom("content_revisions")
    .select("item")
    .where("kind", "=", BRAND_KIND)
    .where("number", "=", 1)
    .execute();
  const present = new Set(known.map((row) => row.item));
  const missing = BRANDS.filter((brand) => !present.has(brand.id));
  const lineupSeeded = await db
    .selectFrom("content_revisions")
    .select("id")
    .where("kind", "=", LINEUP_KIND)
    .where("item", "=", LINEUP_ITEM)
    .executeTakeFirst();
  if (missing.length === 0 && lineupSeeded) return;
  await exclusive("content-seed", async (tx) => {
    const lineup = await tx
      .selectFrom("content_revisions")
      .select("id")
      .where("kind", "=", LINEUP_KIND)
      .where("item", "=", LINEUP_ITEM)
      .executeTakeFirst();
    if (!lineup) {
      await tx
        .insertInto("content_revisions")
        .values({
          kind: LINEUP_KIND,
          item: LINEUP_ITEM,
          number: 1,
          document: JSON.stringify(SEED_LINEUP),
          author_id: null,
          published_at: Date.now(),
        })
        .execute();
    }
    for (const brand of missing) {
      const existing = await tx
        .selectFrom("content_revisions")
        .select("id")
        .where("kind", "=", BRAND_KIND)
        .where("item", "=", brand.id)
        .executeTakeFirst();
      if (existing) continue;
      await tx
        .insertInto("content_revisions")
        .values({
          kind: BRAND_KIND,
          item: brand.id,
          number: 1,
          document: JSON.stringify(seedOf(brand)),
          author_id: null,
          published_at: Date.now(),
        })
        .execute();
    }
  });
}

/** The newest revision's id anywhere: 0 before the first. */
async function latestVersion(): Promise<number> {
  const { db } = await database();
  const row = await db
    .selectFrom("content_revisions")
    .select((eb) => eb.fn.max("id").as("latest"))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/**
 * The line-up as visitors see it: only brands that have a live revision, and every such brand that the stored
 * line-up does not mention yet (one added to content/ since, or published by the studio for the first time)
 * listed at its end, in the grids unless the registry keeps it out.
 */
function completeLineup(stored: BrandLineup, brands: ReadonlyMap<string, LiveBrand>): BrandLineup {
  const mentioned = new Set([...stored.listed, ...stored.retired].map((brand) => brand.id));
  const unmentioned = [...brands.keys()]
    .filter((id) => !mentioned.has(id))
    .sort()
    .map((id) => ({ id, shown: SEED_LINEUP.listed.find((brand) => brand.id === id)?.shown ?? true }));
  return {
    listed: [...stored.listed.filter((brand) => brands.has(brand.id)), ...unmentioned],
    retired: stored.retired,
  };
}

/**
 * Every item's newest revision that its schema accepts. A stored revision the schema refuses (the schema grew
 * stricter since) is logged and the one before it serves, so a start never fails on old data.
 */
async function readLive(): Promise<PublishedContent> {
  const { db } = await database();
  const version = await latestVersion();
  const rows = await db
    .selectFrom("content_revisions as r")
    .select(["r.kind", "r.item", "r.number", "r.document"])
    .where("r.kind", "in", [BRAND_KIND, LINEUP_KIND, PAGE_KIND, COMPANY_KIND])
    .orderBy("r.kind")
    .orderBy("r.item")
    .orderBy("r.number", "desc")
    .where(({ eb, selectFrom }) =>
      eb(
        "r.number",
        ">=",
        selectFrom("content_revisions as newest")
          .select(sql<number>`max(newest.number) - 4`.as("floor"))
          .whereRef("newest.kind", "=", "r.kind")
          .whereRef("newest.item", "=", "r.item"),
      ),
    )
    .execute();
  const brands = new Map<string, LiveBrand>();
  const pages = new Map<string, { revision: number; published: PublishedCopy }>();
  let lineup: PublishedContent["lineup"] | undefined;
  let company: PublishedContent["company"] | undefined;
  const refused = (row: (typeof rows)[number]) =>
    log.error(
      { kind: row.kind, item: row.item, revision: row.number },
      "stored revision refused by its schema",
    );
  for (const row of rows) {
    const document: unknown = JSON.parse(row.document);
    if (row.kind === BRAND_KIND) {
      if (brands.has(row.item)) continue;
      const parsed = publishedBrandSchema.safeParse(document);
      if (parsed.success) brands.set(row.item, { revision: row.number, published: parsed.data });
      else refused(row);
    } else if (row.kind === PAGE_KIND) {
      if (pages.has(row.item)) continue;
      const parsed = publishedCopySchema.safeParse(document);
      if (parsed.success) pages.set(row.item, { revision: row.number, published: parsed.data });
      else refused(row);
    } else if (row.kind === COMPANY_KIND) {
      if (company !== undefined || row.item !== COMPANY_ITEM) continue;
      const parsed = companyFactsSchema.safeParse(document);
      if (parsed.success) company = { revision: row.number, facts: parsed.data };
      else refused(row);
    } else if (row.item === LINEUP_ITEM && lineup === undefined) {
      const parsed = brandLineupSchema.safeParse(document);
      if (parsed.success) lineup = { revision: row.number, lineup: parsed.data };
      else refused(row);
    }
  }
  const stored = lineup ?? { revision: 0, lineup: SEED_LINEUP };
  return {
    version,
    brands,
    pages,
    company: company ?? { revision: 0, facts: SEED_FACTS },
    lineup: { ...stored, lineup: completeLineup(stored.lineup, brands) },
  };
}

/**
 * The line-up's newest revision, read from the database (a change is made to it under the line-up's lock, not
 * to what this instance last loaded), completed as visitors see it.
 */
export async function storedLineup(db: Kysely<DatabaseSchema>): Promise<PublishedContent["lineup"]> {
  const row = await db
    .selectFrom("content_revisions")
    .select(["number", "document"])
    .where("kind", "=", LINEUP_KIND)
    .where("item", "=", LINEUP_ITEM)
    .orderBy("number", "desc")
    .limit(1)
    .executeTakeFirst();
  const { brands } = await publishedContent();
  const stored = row ? brandLineupSchema.parse(JSON.parse(row.document)) : SEED_LINEUP;
  return { revision: row?.number ?? 0, lineup: completeLineup(stored, brands) };
}

let live: PublishedContent | undefined;
const loading = singleFlight<PublishedContent>();
const listeners = new Set<() => void>();

/** Reads what is live again, and tells the listeners when it changed. */
function reload(): Promise<PublishedContent> {
  return loading("live", async () => {
    const before = live?.version;
    if (live === undefined) await seedMissing();
    const next = await readLive();
    live = next;
    if (before !== undefined && before !== next.version) for (const listener of listeners) listener();
    return next;
  });
}

/** What visitors see now. Read from the database once, then kept in memory and replaced on publication. */
export function publishedContent(): Promise<PublishedContent> {
  return live ? Promise.resolve(live) : reload();
}

/**
 * What is live, without waiting: undefined until it is first read, which the server does as it starts (the
 * site's own words serve until then).
 */
export function publishedNow(): PublishedContent | undefined {
  return live;
}

/** The company's facts as published, without waiting: content/'s until what is live is first read. */
export function companyFactsNow(): CompanyFacts {
  return live?.company.facts ?? SEED_FACTS;
}

/**
 * A brand's English name as published (a retired brand's too), without waiting: content/'s until what is live
 * is first read, which the server does as it starts.
 */
export function publishedBrandName(id: string): string | undefined {
  if (live) return live.brands.get(id)?.published.brand.en.name;
  return BRANDS.find((brand) => brand.id === id)?.en.name;
}

/** After a publication in this instance: the new revision is live here at once. */
export async function publicationMade(): Promise<void> {
  await reload();
}

/**
 * Calls `listener` after what is live changed, whichever instance published it (the page cache forgets its
 * pages). Returns the way to stop.
 */
export function onPublication(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const watch = periodicJob(
  "content watch",
  CONTENT_WATCH_EVERY_MS,
  () => latestVersion().then((version) => (version !== live?.version ? reload() : undefined)),
  { runAtStart: false, level: "warn" },
);

/**
 * Loads what is live and then looks, every second, whether another instance published since: one indexed
 * `max(id)` per second and instance, on either engine, which a dropped connection cannot make miss a
 * publication (the next look sees it). Decision 219.
 */
export async function watchPublications(): Promise<void> {
  await publishedContent();
  watch.start();
}

export function stopWatchingPublications(): void {
  watch.stop();
}
