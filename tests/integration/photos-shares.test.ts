import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHARES_PER_PAGE } from "~/features/photos/constants";
import { EDGE_CASE_ITEMS } from "../../scripts/sample-catalogue/products.ts";
import { runOnSiteDatabase } from "../support/site-database.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";
import { zipContents } from "../support/zip-contents.ts";

const { bridgedGaps, gapOfThree, fullSet } = EDGE_CASE_ITEMS;
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
  // Without scripts there is no Copy button that would do nothing: the link is selected and copied by hand.
  expect(html).not.toMatch(/<button[^>]*>Copy link</);
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

const staffPage = (url: string, language = "en-CA") =>
  fetch(`${site.origin}${url}`, { headers: { Cookie: cookie, "Accept-Language": language } });

/** The staff list's rows as the server renders them: each row's cells as text. */
async function shareRows(): Promise<string[][]> {
  return rowsOf(await (await staffPage(SHARES_PAGE)).text());
}

/** The newest link's row once its download count reads `count` (or after 20 s, as it then stands). */
async function newestShareOnceCounted(count: string): Promise<string[] | undefined> {
  let newest: string[] | undefined;
  for (let tries = 0; tries < 100; tries++) {
    [newest] = await shareRows();
    if (newest?.[6] === count) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return newest;
}

/** Asks for `path` and leaves as soon as the first bytes of the body arrive, as a retailer who cancels. */
function abandonedDownload(path: string): Promise<number> {
  const { hostname, port } = new URL(site.origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, agent: false }, (res) => {
      res.once("data", () => {
        req.destroy();
        resolve(res.statusCode ?? 0);
      });
    });
    req.on("error", (error) => {
      if (!req.destroyed) reject(error);
    });
    req.end();
  });
}

function rowsOf(html: string): string[][] {
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

  it("name who sent the link and how to reach them, and each item's name, brand and colour", async () => {
    const html = await (await signedOut(`/share/${token}`)).text();
    expect(html).toContain("Sent by Odile Tremblay, Trafalgar Brands");
    expect(html).toMatch(/href="tel:\+1-[\d-]+"/);
    expect(html).toMatch(/href="mailto:[^"@]+@[^"]+"/);
    const directory = await (await staffPage("/api/photos/directory")).json();
    for (const item of [bridgedGaps, gapOfThree]) {
      const { item_name, brand_name, color } = directory[item];
      expect(html).toContain(item_name);
      expect(html).toContain(`${brand_name} · ${color}`);
    }
    const french = await (await signedOut(`/share/${token}`, "fr-CA")).text();
    expect(french).toContain("Envoyé par Odile Tremblay, Trafalgar Brands");
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

    // Counted once the last byte is written, which may come a moment after the client has read it.
    const newest = await newestShareOnceCounted("2");
    expect(newest?.[2]).toBe("Active");
    expect(newest?.[6]).toBe("2");
    // The token is the link's only key: the log holds its first characters at most.
    expect(site.output()).not.toContain(token);
    expect(site.output()).toContain(`/share/${token.slice(0, 6)}…`);
  });

  it("count a download when its last byte is sent, never one abandoned on the way", async () => {
    // Eight photos for Amazon, none made yet: each takes a moment, so a download abandoned after its first
    // bytes ends while the server is still making the rest.
    const prepared = await fetch(`${site.origin}/api/photos/downloads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({
        mode: "photos",
        preset: "amazon",
        items: [photos(fullSet, ["01", "02", "03", "04", "05", "06", "07", "08"])],
      }),
    });
    expect(prepared.status).toBe(201);
    const abandoned = await createShare({ download: (await prepared.json()).download.id });
    expect(await abandonedDownload(`/share/${abandoned}/zip`)).toBe(200);
    expect(await abandonedDownload(`/share/${abandoned}/zip`)).toBe(200);
    // Let the server notice both ends and finish what was under way.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await shareRows())[0]?.[6]).toBe("0");

    const whole = await zipOf(await signedOut(`/share/${abandoned}/zip`), "whole.zip");
    // The eight photos and the list of which file is which item (Amazon's names drop the dash).
    expect(whole.size).toBe(9);
    expect((await newestShareOnceCounted("1"))?.[6]).toBe("1");
    expect(site.output()).not.toContain(abandoned);
  });

  it("are recorded in the history", async () => {
    const html = await (
      await fetch(`${site.origin}/tools/photo-downloader/history`, { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain("Share link");
  });

  it("answer 410 in the visitor's language once revoked, at once", async () => {
    const html = await (await fetch(`${site.origin}${SHARES_PAGE}`, { headers: { Cookie: cookie } })).text();
    // The first link listed is the newest (the abandoned one above); `token` is the one before it.
    const id = [...html.matchAll(/name="share" value="(\d+)"/g)][1]?.[1] ?? "";
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
    expect((await shareRows())[1]?.[2]).toBe("Revoked");
  });

  it("say so, with a 404 in the staff member's language, when the link to revoke does not exist", async () => {
    const english = await postShares({ intent: "revoke", share: "987654" });
    expect(english.status).toBe(404);
    expect(await english.text()).toContain("There is no such share link");
    const french = await fetch(`${site.origin}${SHARES_PAGE}?lng=fr`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin },
      body: new URLSearchParams({ intent: "revoke", share: "987654" }),
    });
    expect(french.status).toBe(404);
    expect(await french.text()).toContain("Ce lien de partage n’existe pas");
    expect((await shareRows()).map((row) => row[2])).not.toContain("Unknown");
  });

  it("answer a request sent again (a reload, a double click) with the link it made, and make no second one", async () => {
    const download = await exportRun();
    const request = { intent: "create", download, days: "5", note: "Repeat of one request" };
    const made = await Promise.all([postShares(request), postShares(request)]);
    const again = await postShares(request);
    const answers = await Promise.all([...made, again].map((response) => response.text()));
    const links = answers.map((html) => /value="http[^"]+\/share\/([A-Za-z0-9_-]{32})"/.exec(html)?.[1]);
    expect(new Set(links).size).toBe(1);
    expect(links[0]).toHaveLength(32);
    expect(answers[2]).toContain("You already made this link");
    const rows = (await shareRows()).filter((row) => row[5] === "Repeat of one request");
    expect(rows).toHaveLength(1);
    // Another validity is another link; and once the first is revoked, the same request makes a new one.
    const longer = await (await postShares({ ...request, days: "6" })).text();
    expect(longer).not.toContain(links[0]);
    // The request's first link is the older of the two with its note: listed after the other.
    const page = await (await staffPage(SHARES_PAGE)).text();
    const rowsWithNote = [...page.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].filter(([row]) =>
      row.includes("Repeat of one request"),
    );
    const id = /name="share" value="(\d+)"/.exec(rowsWithNote.at(-1)?.[0] ?? "")?.[1] ?? "";
    expect((await postShares({ intent: "revoke", share: id })).status).toBe(200);
    const afterRevoking = await (await postShares(request)).text();
    expect(afterRevoking).toContain("Share link created.");
    expect(afterRevoking).not.toContain(links[0]);
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
    // Not a form: refused as every staff form refuses it, never a 500.
    const json = await fetch(`${site.origin}${SHARES_PAGE}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "create", download }),
    });
    expect(json.status).toBe(415);
    // The longest note, in curly quotes (nine bytes each once encoded), is still read.
    const quoted = await postShares({ intent: "create", download, note: "’".repeat(500) });
    expect(quoted.status).toBe(200);
    for (const url of ["/share/short", `/share/${"A".repeat(32)}`, `/share/${"A".repeat(32)}/zip`]) {
      expect((await signedOut(url)).status, url).toBe(404);
    }
  });

  it("are listed a page at a time, newest first, with plain links between the pages", async () => {
    const download = await exportRun();
    for (let index = 1; index <= SHARES_PER_PAGE + 1; index++) {
      const created = await postShares({ intent: "create", download, note: `Paged ${index}` });
      expect(created.status).toBe(200);
    }
    const first = await (await staffPage(SHARES_PAGE)).text();
    const total = Number(/Links 1–25 of (\d+)/.exec(first)?.[1]);
    // This file's earlier links come after these, on the second page: a second page and no third.
    expect(total).toBeGreaterThan(SHARES_PER_PAGE + 1);
    expect(total).toBeLessThanOrEqual(2 * SHARES_PER_PAGE);
    const firstRows = rowsOf(first);
    expect(firstRows).toHaveLength(SHARES_PER_PAGE);
    expect(firstRows[0]?.[5]).toBe(`Paged ${SHARES_PER_PAGE + 1}`);
    expect(first).toMatch(
      /<a rel="next"[^>]* href="\/tools\/photo-downloader\/shares\?page=2">Older links<\/a>/,
    );
    expect(first).not.toContain('rel="prev"');

    const second = await staffPage(`${SHARES_PAGE}?page=2`);
    expect(second.status).toBe(200);
    const secondHtml = await second.text();
    expect(secondHtml).toContain(`Links 26–${total} of ${total}`);
    const secondRows = rowsOf(secondHtml);
    expect(secondRows).toHaveLength(total - SHARES_PER_PAGE);
    expect(secondRows[0]?.[5]).toBe("Paged 1");
    expect(secondHtml).toMatch(
      /<a rel="prev"[^>]* href="\/tools\/photo-downloader\/shares">Newer links<\/a>/,
    );
    expect(secondHtml).not.toContain('rel="next"');
    const french = await (await staffPage(`${SHARES_PAGE}?page=2`, "fr-CA")).text();
    expect(french).toContain(`Liens 26 à ${total} sur ${total}`);
    expect(french).toContain(">Liens plus récents</a>");

    // A revoke posted from the second page, as its form does without scripts, answers the second page.
    const id = /name="share" value="(\d+)"/.exec(secondHtml)?.[1] ?? "";
    const revoked = await fetch(`${site.origin}${SHARES_PAGE}?page=2`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.origin },
      body: new URLSearchParams({ intent: "revoke", share: id }),
    });
    expect(revoked.status).toBe(200);
    const answer = await revoked.text();
    expect(answer).toContain("The link was revoked.");
    expect(rowsOf(answer)[0]?.[2]).toBe("Revoked");
  });

  it("answer a page past the last with 404 and a page number that is none with 400, in either language", async () => {
    const past = await staffPage(`${SHARES_PAGE}?page=3`);
    expect(past.status).toBe(404);
    const pastHtml = await past.text();
    expect(pastHtml).toContain("There is no page 3: the list has 2 pages.");
    expect(pastHtml).toContain(`href="${SHARES_PAGE}"`);
    const french = await staffPage(`${SHARES_PAGE}?page=3`, "fr-CA");
    expect(await french.text()).toContain("Il n’y a pas de page 3\u00a0: la liste compte 2\u00a0pages.");
    for (const page of ["0", "-1", "1.5", "01", "x", "", "9999999"]) {
      const answer = await staffPage(`${SHARES_PAGE}?page=${page}`);
      expect(answer.status, page).toBe(400);
      expect(await answer.text()).toContain("That is not a page number. The list starts at page 1.");
    }
  });
});
