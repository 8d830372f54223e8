import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";
import { zipContents } from "../support/zip-contents.ts";

const { bridgedGaps, gapOfThree } = EDGE_CASE_ITEMS;
const SHARES_PAGE = "/tools/photo-downloader/shares";
const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-shares-"));
const scratch = mkdtempSync(path.join(tmpdir(), "trafalgar-shares-zips-"));

let site: SiteServer;
let cookie: string;
let databaseUrl: string | undefined;

async function start() {
  site = await startSiteServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  databaseUrl = site.databaseUrl;
  cookie = await signIn(site.origin, "198.51.100.75");
}

beforeAll(start, 120_000);
afterAll(async () => {
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

const photos = (item: string, numbers: string[]) => ({
  item,
  photos: numbers.map((number) => `${item}_${number}.jpg`),
});

/** A finished Walmart export of two items: the run a share is made of. */
async function exportRun(): Promise<string> {
  const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
    body: JSON.stringify({
      mode: "photos",
      preset: "walmart",
      items: [photos(bridgedGaps, ["01", "02"]), photos(gapOfThree, ["01"])],
    }),
  });
  expect(prepared.status).toBe(201);
  return (await prepared.json()).download.id;
}

const postShares = (fields: Record<string, string>, withCookie = true) =>
  fetch(`${site.origin}${SHARES_PAGE}`, {
    method: "POST",
    headers: { ...(withCookie ? { Cookie: cookie } : {}), Origin: site.origin },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** Creates a link as the form without scripts does, and reads it from the page the server answers. */
async function createShare(fields: Record<string, string> = {}): Promise<string> {
  const response = await postShares({ intent: "create", download: await exportRun(), ...fields });
  expect(response.status).toBe(200);
  const html = await response.text();
  const link = /value="(http[^"]+\/share\/([A-Za-z0-9_-]+))"/.exec(html);
  expect(link?.[2]).toHaveLength(32);
  return link?.[2] ?? "";
}

const signedOut = (url: string, language = "en-CA") =>
  fetch(`${site.origin}${url}`, { headers: { "Accept-Language": language }, redirect: "manual" });

async function zipOf(response: Response, name: string): Promise<Map<string, Buffer>> {
  const file = path.join(scratch, name);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return zipContents(file);
}

/** The staff list's rows as the server renders them: each row's cells as text. */
async function shareRows(): Promise<string[][]> {
  const html = await (await fetch(`${site.origin}${SHARES_PAGE}`, { headers: { Cookie: cookie } })).text();
  const body = html.slice(html.indexOf("<tbody"), html.indexOf("</tbody>"));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row = ""]) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell = ""]) =>
      cell.replace(/<[^>]+>/g, "").trim(),
    ),
  );
}

describe("share links", () => {
  let token = "";

  it("open a public, noindex page signed out, with the note, thumbnails and downloads", async () => {
    token = await createShare({ days: "7", note: "Spring line for your catalogue" });
    const page = await signedOut(`/share/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    // Rendered for this request (a nonce), never served from the page cache of public pages (script hashes).
    expect(page.headers.get("Content-Security-Policy")).toMatch(/'nonce-[^']+'/);
    const html = await page.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain("Spring line for your catalogue");
    expect(html).toContain(`href="/share/${token}/zip"`);
    expect(html).toContain(`href="/share/${token}/zip/${bridgedGaps}"`);
    expect(html).toContain(`src="/images/product_photos_item_numbers/${bridgedGaps}/${bridgedGaps}_02.jpg"`);
    expect(html).toContain("Download all (zip)");
    const french = await (await signedOut(`/share/${token}`, "fr-CA")).text();
    expect(french).toContain("Tout télécharger (zip)");
  });

  it("download every item, or one, signed out, as the preset made them; staff see the count", async () => {
    const all = await signedOut(`/share/${token}/zip`);
    expect(all.status).toBe(200);
    expect(all.headers.get("Content-Type")).toBe("application/zip");
    const files = await zipOf(all, "all.zip");
    expect([...files.keys()]).toEqual([
      `${bridgedGaps}/${bridgedGaps}_01.jpg`,
      `${bridgedGaps}/${bridgedGaps}_02.jpg`,
      `${gapOfThree}/${gapOfThree}_01.jpg`,
    ]);
    for (const bytes of files.values()) {
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 2200, height: 2200, format: "jpeg" });
    }
    const one = await zipOf(await signedOut(`/share/${token}/zip/${gapOfThree}`), "one.zip");
    expect([...one.keys()]).toEqual([`${gapOfThree}/${gapOfThree}_01.jpg`]);
    expect((await signedOut(`/share/${token}/zip/99999-999`)).status).toBe(404);

    const [newest] = await shareRows();
    expect(newest?.[2]).toBe("Active");
    expect(newest?.[6]).toBe("2");
    // The token is the link's only key: the log holds its first characters at most.
    expect(site.output()).not.toContain(token);
    expect(site.output()).toContain(`/share/${token.slice(0, 6)}…`);
  });

  it("are recorded in the history", async () => {
    const html = await (
      await fetch(`${site.origin}/tools/photo-downloader/history`, { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain("Share link");
  });

  it("answer 410 in the visitor's language once revoked, at once", async () => {
    const html = await (await fetch(`${site.origin}${SHARES_PAGE}`, { headers: { Cookie: cookie } })).text();
    const id = /name="share" value="(\d+)"/.exec(html)?.[1] ?? "";
    const revoked = await postShares({ intent: "revoke", share: id });
    expect(revoked.status).toBe(200);
    const page = await signedOut(`/share/${token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This share link was withdrawn.");
    const french = await signedOut(`/share/${token}`, "fr-CA");
    expect(french.status).toBe(410);
    expect(await french.text()).toContain("Ce lien de partage a été retiré.");
    const zip = await signedOut(`/share/${token}/zip`);
    expect(zip.status).toBe(303);
    expect(zip.headers.get("Location")).toBe(`/share/${token}`);
    expect((await shareRows())[0]?.[2]).toBe("Revoked");
  });

  it("answer 410 once expired", async () => {
    const expiring = await createShare({ days: "1" });
    expect((await signedOut(`/share/${expiring}`)).status).toBe(200);
    await site.stop();
    await runOnSiteDatabase(site, "UPDATE photo_shares SET expires_at = $1 WHERE revoked_at IS NULL", [
      Date.now() - 1000,
    ]);
    await start();
    const page = await signedOut(`/share/${expiring}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This share link has expired.");
    expect((await signedOut(`/share/${expiring}/zip`)).status).toBe(303);
  }, 90_000);

  it("refuse bad input with a 4xx, and unknown links with a 404", async () => {
    const download = await exportRun();
    for (const days of ["0", "91", "7.5", "x"]) {
      expect((await postShares({ intent: "create", download, days })).status, days).toBe(400);
    }
    expect((await postShares({ intent: "create", download, note: "x".repeat(501) })).status).toBe(400);
    expect((await postShares({ intent: "create", download: "nope" })).status).toBe(400);
    expect((await postShares({ intent: "create", download: "A".repeat(24) })).status).toBe(410);
    expect((await postShares({ intent: "create", download }, false)).status).toBe(302);
    for (const url of ["/share/short", `/share/${"A".repeat(32)}`, `/share/${"A".repeat(32)}/zip`]) {
      expect((await signedOut(url)).status, url).toBe(404);
    }
  });
});
