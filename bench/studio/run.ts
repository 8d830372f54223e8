// Publish-to-live (issue 34): a publication made through the studio on one instance, and the time until a
// visitor's request to the other instance gets the new page (its cached copy forgotten, the page rendered
// again), on two instances sharing PostgreSQL; and on the embedded database, one instance, for comparison.
// Run after a build:
//   npm run build && node bench/studio/run.ts        (writes its table into bench/README.md)
import { BRANDS } from "../../content/brands/index.ts";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { type SiteServer, startSiteServer } from "../../tests/support/site-server.ts";
import { signIn } from "../../tests/support/staff-client.ts";
import { postBrand, publicPage } from "../../tests/support/studio-client.ts";
import { table, writeSection } from "../markdown.ts";

const PUBLICATIONS = Number(process.env.BENCH_STUDIO_PUBLICATIONS ?? 20);
const POLL_MS = 10;
const TARGET_MS = 2000;

/** Milliseconds from the publication's answer until `reader` serves a page holding `text`. */
async function untilLive(reader: SiteServer, path: string, text: string, since: number): Promise<number> {
  for (;;) {
    if ((await publicPage(reader.origin, path)).includes(text)) return Date.now() - since;
    if (Date.now() - since > 10_000) throw new Error(`not live on ${reader.origin} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Publications alternating between the writers, each timed on the reader that did not make it. */
async function measure(pairs: Array<[writer: SiteServer, reader: SiteServer]>): Promise<number[]> {
  const cookie = await signIn(pairs[0]?.[0].origin ?? "", "192.0.2.20");
  const times: number[] = [];
  for (let made = 1; made <= PUBLICATIONS; made++) {
    const [writer, reader] = pairs[made % pairs.length] ?? [];
    const brand = BRANDS[made % BRANDS.length];
    if (!writer || !reader || !brand) throw new Error("nothing to publish");
    const path = `/brands/${brand.id}?lng=fr`;
    await publicPage(reader.origin, path);
    const text = `Description publiée numéro ${made} pour la mesure`;
    const answer = await postBrand(
      writer.origin,
      cookie,
      brand.id,
      { "fr.description": text },
      { intent: "publish" },
    );
    if (answer.status !== 200) throw new Error(`publication ${made}: HTTP ${answer.status}`);
    times.push(await untilLive(reader, path, text, Date.now()));
  }
  return times;
}

function summary(name: string, times: number[]): Array<string | number> {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  const max = sorted.at(-1) ?? 0;
  return [name, times.length, `${at(0.5)} ms`, `${at(0.95)} ms`, `${max} ms`, max <= TARGET_MS ? "✓" : "✗"];
}

const rows: Array<Array<string | number>> = [];
const postgres = await startPostgres();
try {
  const shared = {
    DATABASE_URL: postgres.url,
    SESSION_SECRET: "one-secret-for-both-bench-instances-32chars",
  };
  const [first, second] = await Promise.all([startSiteServer(shared), startSiteServer(shared)]);
  try {
    rows.push(
      summary(
        "PostgreSQL, published on one instance, read on the other",
        await measure([
          [first, second],
          [second, first],
        ]),
      ),
    );
    console.log(rows.at(-1)?.join("  "));
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
} finally {
  await postgres.stop();
}
const embedded = await startSiteServer({ DATABASE_URL: "" });
try {
  rows.push(summary("embedded SQLite, one instance", await measure([[embedded, embedded]])));
  console.log(rows.at(-1)?.join("  "));
} finally {
  await embedded.stop();
}

writeSection(
  "studio",
  `Command: \`npm run build && node bench/studio/run.ts\` — production build on loopback, ${PUBLICATIONS} publications
through the editor's form (a brand's French description), alternating between the instances; each timed from the
publication's answer until the other instance answers the brand's French page (cached there before) with the new
text, polled every ${POLL_MS} ms. ${new Date().toISOString().slice(0, 10)}. Target: live on every instance within
${TARGET_MS / 1000} s.

${table(["setting", "publications", "p50", "p95", "max", `≤ ${TARGET_MS / 1000} s`], rows)}`,
);
