// Attacks a visitor can mount, measured on loopback against the production build (`npm run build` first):
//  1. three parallel 50 MB sign-in bodies (chunked, then with Content-Length): the server's resident memory
//     above idle (target: under 30 MB);
//  2. a product photo fetched over and over while 24 wrong sign-ins arrive at once from 24 addresses, so
//     every one of them is checked: the photo's p99 latency (target: under 50 ms);
//  3. 60 wrong passwords against the owner's account from 30 addresses at once, and 6 from one address: slowed
//     per account and per address, while the owner still signs in from an address it used before and a static
//     file's p99 stays under 50 ms.
//   node bench/hardening/run.ts            (writes its section into bench/README.md)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { floodPost } from "../../tests/support/raw-http.ts";
import { startSiteServer, TEST_TOOLS_PASSWORD } from "../../tests/support/site-server.ts";
import { postPassword, signIn } from "../../tests/support/staff-client.ts";
import { table, writeSection } from "../markdown.ts";

const BODY_MB = 50;
const PARALLEL_BODIES = 3;
const WRONG_SIGN_INS = 24;
const ACCOUNT_GUESSES = 60;
const GUESSING_ADDRESSES = 30;

const site = await startSiteServer();
const pid = site.process.pid;

function residentMb(): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
}

const hugeSignIn = (client: string, declared: boolean) =>
  floodPost(site.origin, {
    path: "/tools/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    megabytes: BODY_MB,
    declared,
  });

/** Peak resident memory above idle while `work` runs, sampled every 10 ms. */
async function peakAboveIdle(work: () => Promise<unknown>): Promise<{ idle: number; peak: number }> {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = residentMb();
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb());
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { idle, peak: Math.max(peak, residentMb()) };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

let clientCount = 0;
const nextClient = () => `198.18.${Math.floor(++clientCount / 250)}.${clientCount % 250}`;

const rows: Array<Array<string | number>> = [];
try {
  // Warm up: open the database, hash the password once, serve each kind of page. The owner's own address
  // is one it signed in from.
  const ownersAddress = nextClient();
  await signIn(site.origin, ownersAddress);
  for (const page of ["/", "/brands", "/tools/login"]) await (await fetch(`${site.origin}${page}`)).text();

  for (const declared of [false, true]) {
    const statuses: number[] = [];
    const { idle, peak } = await peakAboveIdle(async () => {
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: PARALLEL_BODIES }, () => hugeSignIn(nextClient(), declared)),
        )),
      );
    });
    rows.push([
      `${PARALLEL_BODIES} × ${BODY_MB} MB sign-in bodies, ${declared ? "Content-Length" : "chunked"}`,
      `answers ${statuses.join(", ")}`,
      `${(peak - idle).toFixed(1)} MB above idle (${idle.toFixed(0)} MB)`,
      "< 30 MB",
    ]);
    console.log(rows.at(-1)?.join("  "));
  }

  const catalogue = path.resolve(import.meta.dirname, "../../generated/sample-catalogue");
  const item =
    readdirSync(catalogue).find((name) => existsSync(path.join(catalogue, name, `${name}_01.jpg`))) ?? "";
  const photo = `${site.origin}/images/product_photos_item_numbers/${item}/${item}_01.jpg`;
  const fetchPhoto = async () => {
    const started = performance.now();
    const response = await fetch(photo);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`photo answered ${response.status}`);
    return performance.now() - started;
  };
  const quiet: number[] = [];
  for (let n = 0; n < 200; n += 1) quiet.push(await fetchPhoto());

  const during: number[] = [];
  let burstDone = false;
  const burstStarted = performance.now();
  // Each at an address of its own that has no account, so none is held back and every guess is hashed.
  const burst = Promise.all(
    Array.from({ length: WRONG_SIGN_INS }, (_, n) =>
      postPassword(site.origin, `wrong guess ${n}`, nextClient(), "", `nobody-${n}@trafalgar.test`).then(
        (r) => r.status,
      ),
    ),
  ).finally(() => {
    burstDone = true;
  });
  while (!burstDone) during.push(await fetchPhoto());
  const burstStatuses = await burst;
  const burstSeconds = (performance.now() - burstStarted) / 1000;
  rows.push([
    `photo fetched during ${WRONG_SIGN_INS} wrong sign-ins from ${WRONG_SIGN_INS} addresses`,
    `${burstStatuses.filter((status) => status === 401).length} checked (401) in ${burstSeconds.toFixed(1)} s; ${during.length} photos`,
    `p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms (quiet: p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms)`,
    "p99 < 50 ms",
  ]);
  console.log(rows.at(-1)?.join("  "));

  // Guesses at one account, spread over many addresses, while a static file is fetched over and over.
  const fetchStatic = async () => {
    const started = performance.now();
    const response = await fetch(`${site.origin}/favicon.svg`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`static file answered ${response.status}`);
    return performance.now() - started;
  };
  const addresses = Array.from({ length: GUESSING_ADDRESSES }, nextClient);
  for (let n = 0; n < 50; n += 1) await fetchStatic();
  const duringGuesses: number[] = [];
  let guessesDone = false;
  const guessesStarted = performance.now();
  const guesses = Promise.all(
    Array.from({ length: ACCOUNT_GUESSES }, (_, n) =>
      postPassword(site.origin, `guess ${n}`, addresses[n % GUESSING_ADDRESSES] ?? "").then((r) => r.status),
    ),
  ).finally(() => {
    guessesDone = true;
  });
  while (!guessesDone) duringGuesses.push(await fetchStatic());
  const guessStatuses = await guesses;
  const guessSeconds = (performance.now() - guessesStarted) / 1000;
  const owner = await postPassword(site.origin, TEST_TOOLS_PASSWORD, ownersAddress);
  const stranger = await postPassword(site.origin, TEST_TOOLS_PASSWORD, nextClient());
  const oneAddress = nextClient();
  const fromOne: number[] = [];
  // At an address with no account: the per-address count alone.
  for (let n = 0; n < 6; n += 1) {
    const answer = await postPassword(
      site.origin,
      `one address ${n}`,
      oneAddress,
      "",
      "nobody@trafalgar.test",
    );
    fromOne.push(answer.status);
  }
  const count = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;
  rows.push([
    `${ACCOUNT_GUESSES} wrong passwords at one account from ${GUESSING_ADDRESSES} addresses at once; then the owner from an address it used, and the right password from a new one`,
    `${count(guessStatuses, 401)} checked (401), ${count(guessStatuses, 429)} held back (429) in ${guessSeconds.toFixed(1)} s; owner ${owner.status === 302 ? "signed in (302)" : `refused (${owner.status})`}; new address ${stranger.status}`,
    `static file p50 ${percentile(duringGuesses, 50).toFixed(1)} ms, p99 ${percentile(duringGuesses, 99).toFixed(1)} ms (${duringGuesses.length} fetches)`,
    "≤ 10 checked, owner 302, p99 < 50 ms",
  ]);
  console.log(rows.at(-1)?.join("  "));
  rows.push([
    "6 wrong passwords from one address",
    `answers ${fromOne.join(", ")}`,
    `${count(fromOne, 429)} held back`,
    "the 6th is 429",
  ]);
  console.log(rows.at(-1)?.join("  "));
} finally {
  await site.stop();
}

const markdown = `Command: \`npm run build && node bench/hardening/run.ts\` — production build on loopback, embedded
database, 2 cores, ${new Date().toISOString().slice(0, 10)}.

${table(["attack", "outcome", "measured", "target"], rows)}`;
writeSection("hardening", markdown);
console.log(markdown);
