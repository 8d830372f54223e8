// Lighthouse (mobile preset, simulated throttling) on every kind of public page in English and French (three of the
// 21 brand pages stand for the rest), against the production build on loopback. Run after `npm run build`:
//   node bench/pages/run.ts           (writes its table into bench/README.md)
//   BENCH_ROUTES=/,/about node bench/pages/run.ts   (those pages only, printed, README left alone)
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { freePort, startSiteServer } from "../../tests/support/site-server.ts";
import { table, writeSection } from "../markdown.ts";

const ALL_ROUTES = [
  "/",
  "/about",
  "/services",
  "/distribution",
  "/brands",
  "/brands/aquatalia",
  "/brands/joybees",
  "/brands/aquatherm",
  "/b2b",
  "/contact",
  "/privacy",
  "/accessibility",
  "/terms",
];
const ROUTES = process.env.BENCH_ROUTES?.split(",") ?? ALL_ROUTES;
const LANGUAGES = ["en", "fr"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const site = await startSiteServer();
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
  args: [
    `--remote-debugging-port=${port}`,
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

/** One Lighthouse run; a run the browser could not complete (a rare trace error here) is tried once more. */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError || attempt === 2) return result;
    console.log(`${url}: ${result.lhr.runtimeError.code}, once more`);
  }
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

const rows: Array<Array<string | number>> = [];
let worstPerformance = 100;
try {
  for (const route of ROUTES) {
    for (const language of LANGUAGES) {
      const url = `${site.origin}${route}?lng=${language}`;
      // A running server has rendered each page before; the first render of a route also loads its code.
      await (await fetch(url)).text();
      const result = await audit(url);
      const { categories, audits } = result.lhr;
      const scores = CATEGORIES.map((category) => Math.round((categories[category]?.score ?? 0) * 100));
      worstPerformance = Math.min(worstPerformance, scores[0] ?? 0);
      const items =
        (
          audits["resource-summary"]?.details as {
            items?: Array<{ resourceType: string; transferSize: number }>;
          }
        )?.items ?? [];
      const scriptKb = (items.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1024;
      rows.push([
        route,
        language,
        ...scores,
        `${(numeric(audits, "first-contentful-paint") / 1000).toFixed(2)} s`,
        `${(numeric(audits, "largest-contentful-paint") / 1000).toFixed(2)} s`,
        `${Math.round(numeric(audits, "total-blocking-time"))} ms`,
        `${(numeric(audits, "interactive") / 1000).toFixed(2)} s`,
        numeric(audits, "cumulative-layout-shift").toFixed(3),
        `${scriptKb.toFixed(1)} kB`,
      ]);
      console.log(rows.at(-1)?.join("  "));
    }
  }
} finally {
  await browser.close();
  await site.stop();
}

const markdown = `Command: \`npm run build && node bench/pages/run.ts\` — Lighthouse 13, mobile preset (simulated slow 4G,
4× CPU slowdown), production build on loopback, each page requested once before it is measured,
${new Date().toISOString().slice(0, 10)}. JS is all JavaScript Lighthouse saw transferred while the page loaded and
hydrated, response headers included (the 125 kB budget on compressed first-load scripts is enforced by
\`tests/integration/page-weight.test.ts\`). Lowest performance score: ${worstPerformance}.

${table(["route", "lang", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "TTI", "CLS", "JS"], rows)}`;
if (ROUTES === ALL_ROUTES) writeSection("pages", markdown);
console.log(markdown);
