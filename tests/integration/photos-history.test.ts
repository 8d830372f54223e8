import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMegabytes } from "../../app/features/photos/number-format.ts";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";

const { bridgedGaps, gapOfThree } = EDGE_CASE_ITEMS;
const DAY_MS = 24 * 60 * 60 * 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-history-"));

let site: SiteServer;
let cookie: string;
let databaseUrl: string | undefined;

async function start() {
  site = await startSiteServer({
    DATA_DIR: dataDir,
    PHOTO_HISTORY_RETENTION_DAYS: "30",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  databaseUrl = site.databaseUrl;
  cookie = await signIn(site.origin, "198.51.100.73");
}

beforeAll(start, 120_000);
afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const photos = (item: string, numbers: string[]) => ({
  item,
  photos: numbers.map((number) => `${item}_${number}.jpg`),
});

async function run(body: unknown, fetchWhole: boolean) {
  const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(prepared.status).toBe(201);
  const { download } = await prepared.json();
  if (fetchWhole) {
    const file = await fetch(`${site.origin}${download.url}`, { headers: { Cookie: cookie } });
    return (await file.arrayBuffer()).byteLength;
  }
  return 0;
}

const page = (url: string) => fetch(`${site.origin}${url}`, { headers: { Cookie: cookie } });

/** The history table's rows as the server renders them: each row's cells as text, and its Run again link. */
async function historyRows(): Promise<{ cells: string[]; runAgain: string }[]> {
  const html = await (await page("/tools/photo-downloader/history")).text();
  const body = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row = ""]) => ({
    cells: [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell = ""]) =>
      cell.replace(/<[^>]+>/g, "").trim(),
    ),
    runAgain: /href="([^"]+)"/.exec(row)?.[1] ?? "",
  }));
}

describe("the Photo Downloader's history", () => {
  it("lists every export and sheet newest first, with its size once downloaded whole", async () => {
    const zipBytes = await run(
      { mode: "photos", preset: "walmart", items: [photos(bridgedGaps, ["01", "02"])] },
      true,
    );
    await run({ mode: "sheet", items: [photos(gapOfThree, ["01"]), photos(bridgedGaps, ["01"])] }, false);

    const rows = await historyRows();
    expect(rows.map(({ cells }) => cells.slice(1))).toEqual([
      [
        "Sheet Creation",
        "Item Number, Image URL (CSV)",
        "2",
        "2",
        "not downloaded in full",
        `${gapOfThree}, ${bridgedGaps}`,
        "Run again",
      ],
      ["Photo Download", "Walmart", "1", "2", formatMegabytes("en", zipBytes), bridgedGaps, "Run again"],
    ]);
    for (const { runAgain } of rows) expect(runAgain).toMatch(/^\/tools\/photo-downloader\?run=\d+$/);
  });

  it("Run again fills the form from the run, in the server's own HTML", async () => {
    const walmart = (await historyRows()).find(({ cells }) => cells.includes("Walmart"));
    const html = await (await page(walmart?.runAgain ?? "")).text();
    // The item numbers' field is a text area (decision 239): its text is its content.
    expect(html).toMatch(new RegExp(`<textarea[^>]*name="items"[^>]*>${bridgedGaps}</textarea>`));
    expect(html).toMatch(/<option value="walmart" selected="">Walmart<\/option>/);
    // The notice as rendered (the page's strings, sent along for hydration, hold it with `{{when}}`).
    const notice = /The form holds the items, mode and preset of the run of [^{]/;
    expect(html).toMatch(notice);
    // An unknown or malformed run is an empty form, not an error.
    for (const run of ["999999", "x", "1e9", "99999999999999"]) {
      const response = await page(`/tools/photo-downloader?run=${run}`);
      expect(response.status).toBe(200);
      expect(await response.text()).not.toMatch(notice);
    }
  });

  it("needs a staff sign-in", async () => {
    const response = await fetch(`${site.origin}/tools/photo-downloader/history`, { redirect: "manual" });
    expect(response.status).toBe(302);
  });

  it("forgets runs older than PHOTO_HISTORY_RETENTION_DAYS", async () => {
    await site.stop();
    await runOnSiteDatabase(site, "UPDATE photo_history SET created_at = $1 WHERE kind = 'sheet'", [
      Date.now() - 31 * DAY_MS,
    ]);
    await start();
    expect((await historyRows()).map(({ cells }) => cells[1])).toEqual(["Photo Download"]);
    await run({ mode: "photos", items: [photos(gapOfThree, ["01"])] }, false);
    await site.stop();
    const kinds = await runOnSiteDatabase(site, "SELECT kind FROM photo_history ORDER BY id");
    expect(kinds.map((row) => row.kind)).toEqual(["export", "export"]);
  }, 90_000);
});
