// Ordering at scale (issue 51 §5), on part 1's generated catalogue of 60,000 SKUs, on the embedded SQLite and on
// PostgreSQL:
// - a 1,000-line order, from a quick order's paste to its confirmation page, as a signed-in buyer sends it
//   without scripts (paste, the checkout page, the order placed, the confirmation): the server's time for the
//   four requests, p95 over the rounds, each order's PDF confirmation, and the server's peak RSS; then orders
//   whose lines are uploaded as a CSV file or an XLSX workbook (each upload's answer timed, its own peak RSS);
// - 50 buyers' checkouts racing for the last 10 units of one SKU, 20 rounds: units sold each round, answers
//   other than "placed" or "short", on SQLite and on PostgreSQL with the checkouts spread over two instances.
// Targets: the 1,000-line order ≤ 1 s p95, its PDF ≤ 2 s, peak RSS ≤ 250 MB; a 1,000-line CSV or XLSX
// validated and reported ≤ 1 s; exactly 10 units sold each round, no 5xx.
// Run after a build, alone on the machine:
//   npm run build && node bench/ordering/run.ts        (writes its table into bench/README.md)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { hashPassword } from "../../app/features/accounts/password-hash.server.ts";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { runOnSiteDatabase } from "../../tests/support/site-database.ts";
import { type SiteServer, startSiteServer } from "../../tests/support/site-server.ts";
import { CUSTOMER, catalogue } from "../catalogue/files.ts";
import { FEED_SETTINGS, postFeed } from "../erp/feeds.ts";
import { table, writeSection } from "../markdown.ts";
import { peakResident, percentile } from "../process-measures.ts";

const PASSWORD = "the ordering benchmark's buyers' password";
const ORDER_LINES = 1_000;
/** Each way in turn, four times each. */
const ORDER_ROUNDS = 10;
/** Orders whose lines come as a file, of each kind, after the pasted ones. */
const UPLOAD_ROUNDS = 4;
type Entry = "paste" | "CSV" | "XLSX";
const RACERS = 50;
const RACE_ROUNDS = 20;
const LAST_UNITS = 10;
/** Longer than the idle server's wait before it compacts its heap (10 s). */
const SETTLE_MS = 15_000;

const buyerEmail = (index: number) => `buyer${index}@bench.example`;

/** A form posted as the buyer's browser posts it, not followed; the answer and the time to it. */
async function post(origin: string, address: string, cookie: string, fields: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${origin}${address}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get("Location") ?? "",
    text,
    ms: performance.now() - started,
  };
}

/** A quick order's lines uploaded as a file (`upc,qty` rows under a header), timed to the report. */
async function upload(origin: string, cookie: string, file: Blob, name: string) {
  const form = new FormData();
  form.set("lines", "");
  form.set("file", file, name);
  const started = performance.now();
  const response = await fetch(`${origin}/b2b/quick-order`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/** A 1,000-line order sheet as each way brings it: pasted text, a CSV file, an Excel workbook. */
async function orderSheet(
  entry: Entry,
  upcs: readonly string[],
): Promise<{ lines: string } | { file: Blob; name: string }> {
  if (entry === "paste") return { lines: upcs.map((upc) => `${upc}\t1`).join("\n") };
  if (entry === "CSV")
    return {
      file: new Blob([["upc,qty", ...upcs.map((upc) => `${upc},1`)].join("\r\n")]),
      name: "order.csv",
    };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Order");
  sheet.addRow(["UPC", "Qty"]);
  for (const upc of upcs) sheet.addRow([upc, 1]);
  return { file: new Blob([await workbook.xlsx.writeBuffer()]), name: "order.xlsx" };
}

async function get(origin: string, address: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(`${origin}${address}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/b2b/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`sign-in of ${email}: HTTP ${response.status}`);
  return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

/** The checkout page's key and first door, then the order placed with them; the answers' times. */
async function checkOut(origin: string, cookie: string, po: string) {
  const page = await get(origin, "/b2b/checkout", cookie);
  const key = /name="key"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? "";
  const shipTo = /name="shipTo"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? "";
  const placed = await post(origin, "/b2b/checkout", cookie, {
    key,
    shipTo,
    poNumber: po,
    intent: "place",
    requestedShipOn: "",
    cancelOn: "",
    notes: "",
  });
  return { page, placed };
}

async function measure(
  engine: string,
  env: Record<string, string>,
): Promise<{ order: (string | number)[]; race: (string | number)[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-ordering-bench-"));
  const first = await startSiteServer({ ...env, DATA_DIR: dataDir });
  await first.stop();
  const database = { dataDir, databaseUrl: first.databaseUrl };
  const now = Date.now();
  await runOnSiteDatabase(
    database,
    `INSERT INTO customers (customer_number, legal_name, terms, document_language, status, credit_limit_cents, updated_at)
     VALUES ($1, 'Benchmark Shoes', 'Net 30', 'en', 'active', 100000000000, $2)`,
    [CUSTOMER, now],
  );
  await runOnSiteDatabase(
    database,
    `INSERT INTO customer_ship_tos (customer_number, code, name, street, city, province, postal_code, status, updated_at)
     VALUES ($1, 'ON1', 'Benchmark Shoes, Oakville', '1 Lakeshore Rd', 'Oakville', 'ON', 'L6J 1A1', 'active', $2)`,
    [CUSTOMER, now],
  );
  const hash = await hashPassword(PASSWORD);
  for (let index = 0; index <= RACERS; index++)
    await runOnSiteDatabase(
      database,
      `INSERT INTO buyer_accounts (email, name, customer_number, role, language, state, password_hash, created_at, updated_at)
       VALUES ($1, 'Bench Buyer', $2, 'buyer', 'en', 'active', $3, $4, $4)`,
      [buyerEmail(index), CUSTOMER, hash, now],
    );
  const url: Record<string, string> = first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {};
  const site = await startSiteServer({ ...FEED_SETTINGS, ...env, DATA_DIR: dataDir, ...url });
  // PostgreSQL: a second instance on the same database takes half the racing checkouts.
  const second: SiteServer | undefined = first.databaseUrl
    ? await startSiteServer({
        ...FEED_SETTINGS,
        ...env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "trafalgar-ordering-bench-b-")),
        ...url,
      })
    : undefined;
  try {
    const files = catalogue();
    await postFeed(site.origin, "products", files.products);
    await postFeed(site.origin, "prices", files.prices);
    await postFeed(site.origin, "stock", files.stock);
    // Orders come after the night's feeds: the server has gone idle and compacted its heap (server/idle-heap.ts).
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    // The 1,000-line order: SKUs with a unit or more in stock (the generated stock gives SKU n n % 40 units, none
    // to every seventh), one unit each, so no line waits for a shortage choice.
    const inStock = files.upcs.filter((_, index) => (index + 1) % 7 !== 0 && (index + 1) % 40 >= 1);
    const cookie = await signIn(site.origin, buyerEmail(0));
    const pid = site.process.pid ?? 0;
    const totals: number[] = [];
    const uploads: Record<"CSV" | "XLSX", number[]> = { CSV: [], XLSX: [] };
    const pdfs: number[] = [];
    // The pasted orders with their PDFs (the order's own peak), then the orders uploaded as files.
    const rounds = [
      ...Array.from({ length: ORDER_ROUNDS }, () => "paste" as const),
      ...Array.from({ length: UPLOAD_ROUNDS }, () => ["CSV", "XLSX"] as const).flat(),
    ];
    let peak = peakResident(pid);
    let orderPeak = 0;
    for (const [round, entry] of rounds.entries()) {
      if (round === ORDER_ROUNDS) {
        orderPeak = peak.stop().server;
        peak = peakResident(pid);
      }
      const sheet = await orderSheet(entry, inStock.slice(round * ORDER_LINES, (round + 1) * ORDER_LINES));
      const pasted =
        "file" in sheet
          ? await upload(site.origin, cookie, sheet.file, sheet.name)
          : await post(site.origin, "/b2b/quick-order", cookie, { lines: sheet.lines });
      const lines = ORDER_LINES.toLocaleString("en-CA");
      if (pasted.status !== 200 || !pasted.text.includes(`${lines} of ${lines} lines added`))
        throw new Error(`quick order (${entry}): HTTP ${pasted.status}`);
      if (entry !== "paste") uploads[entry].push(pasted.ms);
      const { page, placed } = await checkOut(site.origin, cookie, `PO-${round}`);
      if (placed.status !== 303)
        throw new Error(`checkout: HTTP ${placed.status} ${placed.text.slice(0, 300)}`);
      const confirmation = await get(site.origin, placed.location, cookie);
      if (confirmation.status !== 200 || !confirmation.text.includes(`PO-${round}`))
        throw new Error(`the confirmation: HTTP ${confirmation.status}`);
      if (entry !== "paste") continue;
      totals.push(pasted.ms + page.ms + placed.ms + confirmation.ms);
      const pdf = await get(site.origin, `${placed.location}/confirmation.pdf`, cookie);
      if (pdf.status !== 200) throw new Error(`the PDF confirmation: HTTP ${pdf.status}`);
      pdfs.push(pdf.ms);
    }
    const uploadPeak = peak.stop().server;

    // The race: every racer's cart holds one unit of the SKU; the ERP's count is set so that 10 are left.
    const sku = inStock.at(-1) ?? "";
    const racers: { origin: string; cookie: string }[] = [];
    for (let index = 1; index <= RACERS; index++) {
      const origin = second && index % 2 === 0 ? second.origin : site.origin;
      racers.push({ origin, cookie: await signIn(origin, buyerEmail(index)) });
    }
    const sold: number[] = [];
    let failures = 0;
    for (let round = 0; round < RACE_ROUNDS; round++) {
      // Each round's 10 units stay reserved: the ERP's figure grows by 10 a round (a delta: only this SKU).
      await postFeed(
        site.origin,
        "stock",
        `upc,ats,incoming_quantity,incoming_date,mode\r\n${sku},${LAST_UNITS * (round + 1)},,,delta`,
      );
      const pages = await Promise.all(
        racers.map(async (racer) => {
          await post(racer.origin, "/b2b/cart", racer.cookie, {
            intent: "add",
            [`qty-${sku.padStart(14, "0")}`]: "1",
          });
          const page = await get(racer.origin, "/b2b/checkout", racer.cookie);
          return {
            key: /name="key"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? "",
            shipTo: /name="shipTo"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? "",
          };
        }),
      );
      const answers = await Promise.all(
        racers.map((racer, index) =>
          post(racer.origin, "/b2b/checkout", racer.cookie, {
            ...pages[index],
            poNumber: "",
            intent: "place",
            requestedShipOn: "",
            cancelOn: "",
            notes: "",
          }),
        ),
      );
      sold.push(answers.filter((answer) => answer.status === 303).length);
      failures += answers.filter((answer) => answer.status !== 303 && answer.status !== 409).length;
      // The short racers' carts are emptied for the next round.
      await Promise.all(
        racers.map((racer) =>
          post(racer.origin, "/b2b/cart", racer.cookie, { remove: sku.padStart(14, "0") }),
        ),
      );
    }
    const exactly = sold.every((units) => units === LAST_UNITS);
    return {
      order: [
        engine,
        ORDER_LINES.toLocaleString("en-CA"),
        `${percentile(totals, 0.5).toFixed(0)} ms`,
        `${percentile(totals, 0.95).toFixed(0)} ms`,
        `${percentile(pdfs, 0.95).toFixed(0)} ms`,
        `${percentile(uploads.CSV, 0.95).toFixed(0)} ms`,
        `${percentile(uploads.XLSX, 0.95).toFixed(0)} ms`,
        `${Math.round(orderPeak / 2 ** 20)} MB`,
        `${Math.round(uploadPeak / 2 ** 20)} MB`,
      ],
      race: [
        second ? `${engine}, two instances` : engine,
        `${RACERS} × ${RACE_ROUNDS}`,
        `${Math.min(...sold)}–${Math.max(...sold)}`,
        exactly ? "yes" : "no",
        failures,
      ],
    };
  } finally {
    await site.stop();
    await second?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await measure("SQLite (embedded default)", {})];
const postgres = await startPostgres();
try {
  results.push(await measure("PostgreSQL", { DATABASE_URL: postgres.url }));
} finally {
  await postgres.stop();
}
for (const result of results) console.log(result.order.join("  "), "|", result.race.join("  "));
writeSection(
  "ordering",
  `Command: \`npm run build && node bench/ordering/run.ts\` — ${new Date().toISOString().slice(0, 10)}. Part 1's generated catalogue of
60,000 SKUs taken through the feed endpoint, then ${SETTLE_MS / 1000} s for the server to settle. A 1,000-line order as a buyer sends it without scripts: the lines pasted
in quick order, the checkout page, the order placed, its confirmation; the server's time for the four answers, over
${ORDER_ROUNDS} orders, each order's PDF confirmation fetched after it (p95 of ${ORDER_ROUNDS}), and the server's peak RSS meanwhile.
Then ${UPLOAD_ROUNDS} more orders of each kind of file, their lines uploaded as a CSV file or an XLSX workbook (the upload's answer,
every line validated and reported: p95 of ${UPLOAD_ROUNDS}, and the peak RSS meanwhile). Then ${RACERS} buyers, each with one unit of one SKU in their cart, check
out at once while ${LAST_UNITS} units are left, ${RACE_ROUNDS} rounds (on PostgreSQL half of them on a second instance).
Targets: the order ≤ 1 s p95, its PDF ≤ 2 s, a 1,000-line CSV or XLSX ≤ 1 s, peak RSS ≤ 250 MB; exactly
${LAST_UNITS} units sold each round, no 5xx.

${table(
  [
    "engine",
    "lines",
    "paste to confirmation p50",
    "p95",
    "PDF p95",
    "CSV upload p95",
    "XLSX upload p95",
    "peak RSS (orders, PDFs)",
    "peak RSS (uploads)",
  ],
  results.map((result) => result.order),
)}

${table(
  [
    "engine",
    "checkouts × rounds",
    "units sold a round",
    `exactly ${LAST_UNITS} every round`,
    "answers other than placed or short",
  ],
  results.map((result) => result.race),
)}`,
);
