// The buyers' catalogue at scale (issue 50 §6): a generated catalogue of 60,000 SKUs (4,000 colourways of
// 2,000 styles) with a base, a group and a customer price list and a full stock snapshot, on the embedded
// SQLite and on PostgreSQL. A signed-in buyer's catalogue answers (filters, sorts, pages, searches, scanned
// UPCs) and style pages are asked one after another; then the whole catalogue is browsed (every page of the
// list, every style's page) and the server's resident memory read after it and each second for 30 s.
// Targets: p95 ≤ 50 ms for the catalogue's answers and for a style page; RSS after browsing ≤ 180 MB, back to
// the idle target (100 MB, bench/memory) within 30 s. Run after a build, alone on the machine:
//   npm run build && node bench/catalogue/run.ts        (writes its table into bench/README.md)
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "../../app/features/accounts/password-hash.server.ts";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { runOnSiteDatabase } from "../../tests/support/site-database.ts";
import { type SiteServer, startSiteServer } from "../../tests/support/site-server.ts";
import { FEED_SETTINGS, postFeed } from "../erp/feeds.ts";
import { table, writeSection } from "../markdown.ts";
import { percentile } from "../process-measures.ts";
import { CELLS, COLOURWAYS_A_STYLE, CUSTOMER, catalogue, GENDERS, GROUP, SEASONS, STYLES } from "./files.ts";

const BUYER = { email: "buyer@bench.example", password: "the benchmark buyer's password" };
/** The idle server's bound (bench/memory): browsing must give its memory back to this. */
const IDLE_TARGET_MB = 100;
const SETTLE_S = 30;

const residentMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Each address asked once, one after another, as the signed-in buyer; every answer's time in ms. */
async function timed(site: SiteServer, cookie: string, paths: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const started = performance.now();
    const response = await fetch(`${site.origin}${path}`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 302)
      throw new Error(`${path}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function measure(engine: string, env: Record<string, string>): Promise<Array<string | number>> {
  // Its own folder, kept between the first start (which migrates) and the measured one.
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-catalogue-bench-"));
  const first = await startSiteServer({ ...env, DATA_DIR: dataDir });
  await first.stop();
  const database = { dataDir, databaseUrl: first.databaseUrl };
  const now = Date.now();
  await runOnSiteDatabase(
    database,
    `INSERT INTO customers (customer_number, legal_name, terms, document_language, status, updated_at)
     VALUES ($1, 'Benchmark Shoes', 'Net 30', 'en', 'active', $2)`,
    [CUSTOMER, now],
  );
  await runOnSiteDatabase(
    database,
    "INSERT INTO customer_price_groups (customer_number, group_code) VALUES ($1, $2)",
    [CUSTOMER, GROUP],
  );
  await runOnSiteDatabase(
    database,
    `INSERT INTO buyer_accounts (email, name, customer_number, role, language, state, password_hash, created_at, updated_at)
     VALUES ($1, 'Bench Buyer', $2, 'buyer', 'en', 'active', $3, $4, $4)`,
    [BUYER.email, CUSTOMER, await hashPassword(BUYER.password), now],
  );
  const site = await startSiteServer({
    ...FEED_SETTINGS,
    ...env,
    DATA_DIR: dataDir,
    ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
  });
  try {
    const files = catalogue();
    await postFeed(site.origin, "products", files.products);
    await postFeed(site.origin, "prices", files.prices);
    await postFeed(site.origin, "stock", files.stock);
    const signIn = await fetch(`${site.origin}/b2b/sign-in`, {
      method: "POST",
      body: new URLSearchParams(BUYER),
      redirect: "manual",
    });
    if (signIn.status !== 302) throw new Error(`sign-in: HTTP ${signIn.status}`);
    const cookie = (signIn.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const pid = site.process.pid ?? 0;

    // Filters, sorts and pages; searches by words in either language, by style number, by a scanned UPC.
    const brands = [...new Set(files.styles.map((style) => style.brand))];
    const answers: string[] = [];
    for (let round = 0; round < 40; round++) {
      const brand = brands[round % brands.length] ?? "";
      answers.push(
        `/b2b/catalogue?brand=${brand}`,
        `/b2b/catalogue?season=${SEASONS[round % SEASONS.length]}&gender=${GENDERS[round % GENDERS.length]}`,
        `/b2b/catalogue?category=Boots&sort=${["name", "style", "available"][round % 3]}&page=${1 + (round % 5)}`,
        `/b2b/catalogue?q=${encodeURIComponent(files.styles[round * 37]?.words.join(" ") ?? "")}`,
        `/b2b/catalogue?q=${files.upcs[round * 1_499] ?? ""}`,
      );
    }
    const stylePages = Array.from(
      { length: 200 },
      (_, index) => `/b2b/catalogue/${files.styles[(index * 97) % STYLES]?.number}`,
    );
    // Warm: the index read once, the route modules loaded, as a running server has them.
    await timed(site, cookie, ["/b2b/catalogue", stylePages[0] ?? ""]);
    const answerTimes = await timed(site, cookie, answers);
    const styleTimes = await timed(site, cookie, stylePages);

    await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
    const idle = residentMb(pid);
    const listPages = Math.ceil(STYLES / 24);
    await timed(site, cookie, [
      ...Array.from({ length: listPages }, (_, index) => `/b2b/catalogue?page=${index + 1}`),
      ...files.styles.map((style) => `/b2b/catalogue/${style.number}`),
    ]);
    const after = residentMb(pid);
    let backAfter = "not within 30 s";
    let settled = after;
    for (let second = 1; second <= SETTLE_S; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      settled = residentMb(pid);
      if (settled <= IDLE_TARGET_MB && backAfter === "not within 30 s") backAfter = `${second} s`;
    }
    const row = [
      engine,
      (STYLES * COLOURWAYS_A_STYLE * CELLS.length).toLocaleString("en-CA"),
      `${percentile(answerTimes, 0.5).toFixed(1)} ms`,
      `${percentile(answerTimes, 0.95).toFixed(1)} ms`,
      `${percentile(styleTimes, 0.5).toFixed(1)} ms`,
      `${percentile(styleTimes, 0.95).toFixed(1)} ms`,
      `${Math.round(idle)} MB`,
      `${Math.round(after)} MB`,
      `${Math.round(settled)} MB`,
      backAfter,
    ];
    console.log(row.join("  "));
    return row;
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [await measure("SQLite (embedded default)", {})];
const postgres = await startPostgres();
try {
  rows.push(await measure("PostgreSQL", { DATABASE_URL: postgres.url }));
} finally {
  await postgres.stop();
}
writeSection(
  "catalogue",
  `Command: \`npm run build && node bench/catalogue/run.ts\` — ${new Date().toISOString().slice(0, 10)}. A generated catalogue
of ${(STYLES * COLOURWAYS_A_STYLE * CELLS.length).toLocaleString("en-CA")} SKUs (${(STYLES * COLOURWAYS_A_STYLE).toLocaleString("en-CA")} colourways, ${STYLES.toLocaleString("en-CA")} styles) with base, group and customer price lists and a stock snapshot, taken
through the feed endpoint; one signed-in buyer asks, one request after another, 200 catalogue answers (filters,
sorts, pages, searches in both languages, scanned UPCs) and 200 style pages; then browses every list page and every
style page, and the server's RSS is read after it and each second for ${SETTLE_S} s.
Targets: p95 ≤ 50 ms for answers and style pages; RSS after browsing ≤ 180 MB, back to ≤ ${IDLE_TARGET_MB} MB within 30 s.

${table(["engine", "SKUs", "answers p50", "answers p95", "style page p50", "style page p95", "RSS idle", "RSS after browsing", `RSS ${SETTLE_S} s later`, `back to ≤ ${IDLE_TARGET_MB} MB after`], rows)}`,
);
