import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solvedCaptcha } from "../support/contact-client";
import { nuErrors } from "../support/nu-checker";
import { runOnSiteDatabase } from "../support/site-database";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server";
import { type ReceivedMail, smtpSink } from "../support/smtp-sink";
import { signIn } from "../support/staff-client";

/**
 * The B2B page's notify-me list (issue "Order today, and hear when the platform opens") on one server and its
 * own mail server: double opt-in, the links' expiry, one-click unsubscribe, staff's count and export, and the
 * hourly upkeep.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let clients = 0;
const nextClient = () => `192.0.2.${++clients}`;

describe("the notify-me list", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-notify-"));
  let sink: ReturnType<typeof smtpSink>;
  let site: SiteServer;
  /** Every new page's HTML, by a name, for the Nu checker at the end. */
  const pages = new Map<string, string>();
  /** The links' tokens mailed so far: none may be stored. */
  const tokens: string[] = [];
  const start = async () => {
    site = await startSiteServer({
      DATA_DIR: dataDir,
      SMTP_URL: sink.url,
      ...(site?.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    });
  };
  /** Waits for something the server does in the background (the outbox, the upkeep). */
  const until = async (check: () => Promise<boolean> | boolean, what: string) => {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Timed out waiting for ${what}`);
  };

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    await start();
  });
  afterAll(async () => {
    await site?.stop();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const signUp = (fields: Record<string, string>, cookie = "") =>
    fetch(`${site.origin}/b2b`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": nextClient(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const linkIn = (mail: ReceivedMail | undefined, kind: "confirm" | "unsubscribe") => {
    const match = new RegExp(`https?://[^\\s/]+(/b2b/notify/${kind}/([\\w.-]+)\\?lng=(en|fr))`).exec(
      mail?.text() ?? "",
    );
    if (!match?.[1] || !match[2]) throw new Error(`no ${kind} link in:\n${mail?.text()}`);
    return { path: match[1], token: match[2] };
  };
  const page = async (address: string, init: RequestInit = {}) => {
    const response = await fetch(`${site.origin}${address}`, init);
    return { status: response.status, headers: response.headers, html: await response.text() };
  };
  /** The list as stored; SQLite is the server's alone while it runs, so read with the server stopped. */
  const rows = () => runOnSiteDatabase(site, "SELECT * FROM notify_list ORDER BY id");

  it("answers broken fields with the page, each field's message and what was typed, in French", async () => {
    const response = await signUp({ email: "pas-une-adresse" }, "i18next=fr");
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Une adresse courriel valide est requise");
    expect(html).toContain("Cochez la case pour accepter ces courriels");
    expect(html).toContain('value="pas-une-adresse"');
    // The consent box is never ticked for the visitor.
    expect(html).not.toMatch(/<input[^>]*checked=""[^>]*name="consent"/);
    pages.set("b2b-errors.fr", html);
  });

  it("keeps an address only as a hashed link until its owner confirms it, and mails that link in their language", async () => {
    const captcha = await solvedCaptcha(site.origin);
    const response = await signUp(
      { email: " Claire@Chaussures-Tremblay.example ", consent: "yes", captcha },
      "i18next=fr",
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      "Consultez votre boîte de réception\u00a0: nous vous avons envoyé un lien pour confirmer votre adresse. Il est valable 7\u00a0jours.",
    );
    const address = "claire@chaussures-tremblay.example";
    await until(() => mailsTo(address).length === 1, "the confirmation mail");
    const mail = mailsTo(address)[0];
    expect(mail?.subject()).toContain("Confirmez votre adresse");
    expect(mail?.header("content-language")).toBe("fr");
    // CASL: who writes, with the company's mailing address.
    expect(mail?.text()).toContain("2400 Trafalgar Road");
    tokens.push(linkIn(mail, "confirm").token);
  });

  it("answers an address already asked for as any other, and sends it no second mail so soon", async () => {
    const captcha = await solvedCaptcha(site.origin);
    const again = await signUp({ email: "claire@chaussures-tremblay.example", consent: "yes", captcha });
    expect(await again.text()).toContain(
      "Check your inbox: we sent a link to confirm your address. It works for 7 days.",
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailsTo("claire@chaussures-tremblay.example")).toHaveLength(1);
  });

  it("confirms only from the page's button, never by opening the link, then mails a welcome with one-click unsubscribe", async () => {
    const address = "claire@chaussures-tremblay.example";
    const { path: link } = linkIn(mailsTo(address)[0], "confirm");
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    // The last policy a browser understands is the one it applies.
    expect(opened.headers.get("referrer-policy")).toMatch(/(^|, )same-origin$/);
    expect(opened.html).toContain('<meta name="robots" content="noindex');
    expect(opened.html).toContain("Confirmer mon adresse");
    expect(opened.html).toContain(address);
    pages.set("confirm-open.fr", opened.html);

    const confirmed = await page(link, { method: "POST", headers: { Origin: site.origin } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain("Votre adresse est inscrite");
    pages.set("confirm-done.fr", confirmed.html);

    // Used once: the link now says so and leads back to the form.
    const reused = await page(link);
    expect(reused.status).toBe(404);
    expect(reused.html).toContain("Ce lien ne fonctionne pas");
    expect(reused.html).toContain('href="/b2b#notify-me"');
    pages.set("confirm-unknown.fr", reused.html);
    expect((await page(link, { method: "POST", headers: { Origin: site.origin } })).status).toBe(404);

    await until(() => mailsTo(address).length === 2, "the welcome mail");
    const welcome = mailsTo(address)[1];
    const unsubscribe = linkIn(welcome, "unsubscribe");
    expect(welcome?.header("list-unsubscribe")).toBe(`<${site.publicOrigin}${unsubscribe.path}>`);
    expect(welcome?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(welcome?.html()).toContain(`href="${site.publicOrigin}${unsubscribe.path}"`);
    tokens.push(unsubscribe.token);
  });

  it("shows staff the counts and lets them download the confirmed list, each address with its unsubscribe link", async () => {
    const captcha = await solvedCaptcha(site.origin);
    await signUp({ email: "waiting@example.com", consent: "yes", captcha });
    const cookie = await signIn(site.origin, nextClient());
    const list = await page("/tools/messages/notify-list", { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    expect(list.html).toContain("1 confirmed address");
    expect(list.html).toContain("1 address waiting for its owner to confirm it");
    pages.set("tools-notify-list.en", list.html);

    const csv = await page("/api/notify-list/export", { headers: { Cookie: cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = csv.html
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Email,Language,Confirmed (Eastern time),Unsubscribe link");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^claire@chaussures-tremblay\\.example,fr,[^,]+,${site.publicOrigin}/b2b/notify/unsubscribe/`,
      ),
    );
    expect(csv.html).not.toContain("waiting@example.com");
    const audit = await page("/tools/audit", { headers: { Cookie: cookie } });
    expect(audit.html).toContain("Downloaded the notify-me list");
    // Signed out, there is nothing to download.
    expect((await fetch(`${site.origin}/api/notify-list/export`)).status).toBe(401);
  });

  it("unsubscribes at a mail client's one-click post, without sign-in, form token or bot check, and keeps nothing", async () => {
    const address = "claire@chaussures-tremblay.example";
    const { path: link } = linkIn(mailsTo(address)[1], "unsubscribe");
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    expect(opened.html).toContain("Me désabonner");
    pages.set("unsubscribe-open.fr", opened.html);

    // RFC 8058: what a mail provider's server sends, with no cookie and no Origin.
    const oneClick = await page(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.html).toContain("Désabonnement confirmé");
    pages.set("unsubscribe-done.fr", oneClick.html);

    const gone = await page(link);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain("Ce lien ne fonctionne pas");
    pages.set("unsubscribe-unknown.fr", gone.html);
    expect((await page(link, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(404);
    // A forged signature on a real row's id unsubscribes nothing.
    const forged = link.replace(/\.[\w-]{43}/, `.${"A".repeat(43)}`);
    expect((await page(forged, { method: "POST" })).status).toBe(404);
  });

  it("stores no link's token, and nothing of an address that unsubscribed", async () => {
    await until(() => mailsTo("waiting@example.com").length === 1, "the second address's confirmation mail");
    const waiting = linkIn(mailsTo("waiting@example.com")[0], "confirm").token;
    tokens.push(waiting);
    await site.stop();
    const listed = await rows();
    expect(listed.map((row) => row.email)).toEqual(["waiting@example.com"]);
    expect(listed[0]?.confirmed_at).toBeNull();
    expect(listed[0]?.confirm_hash).toBe(createHash("sha256").update(waiting).digest("hex"));
    const everything = JSON.stringify([
      ...listed,
      ...(await runOnSiteDatabase(site, "SELECT recipient, submission FROM contact_outbox")),
    ]);
    for (const token of tokens) expect(everything).not.toContain(token);
    expect(everything).not.toContain("claire@chaussures-tremblay.example");
    await start();
  });

  it("says plainly when a confirmation link is past its week, and deletes an address never confirmed after 30 days", async () => {
    const address = "waiting@example.com";
    const { path: link } = linkIn(mailsTo(address)[0], "confirm");
    await site.stop();
    await runOnSiteDatabase(site, "UPDATE notify_list SET requested_at = $1 WHERE email = $2", [
      Date.now() - 8 * DAY_MS,
      address,
    ]);
    await start();
    const expired = await page(link);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("This link has expired");
    pages.set("confirm-expired.en", expired.html);
    expect((await page(link, { method: "POST", headers: { Origin: site.origin } })).status).toBe(410);

    // Asked for again once the link is dead: a new link goes out.
    const captcha = await solvedCaptcha(site.origin);
    await signUp({ email: address, consent: "yes", captcha });
    await until(() => mailsTo(address).length === 2, "a new confirmation mail");
    expect(linkIn(mailsTo(address)[1], "confirm").path).not.toBe(link);

    await site.stop();
    await runOnSiteDatabase(site, "UPDATE notify_list SET requested_at = $1 WHERE email = $2", [
      Date.now() - 31 * DAY_MS,
      address,
    ]);
    await start();
    // The upkeep runs as the server starts.
    const cookie = await signIn(site.origin, nextClient());
    await until(
      async () =>
        (await page("/tools/messages/notify-list", { headers: { Cookie: cookie } })).html.includes(
          "0 addresses waiting",
        ),
      "the unconfirmed address deleted",
    );
    await site.stop();
    expect(await rows()).toEqual([]);
    expect(
      await runOnSiteDatabase(site, "SELECT id FROM contact_outbox WHERE recipient = $1", [address]),
    ).toEqual([]);
    await start();
  });

  it("gives valid HTML on every new page (Nu checker)", async () => {
    expect(pages.size).toBe(9);
    expect(await nuErrors(pages)).toEqual([]);
  }, 120_000);
});
