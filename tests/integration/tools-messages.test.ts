import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { runOnSiteDatabase } from "../support/site-database";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server";
import { eventually, smtpSink } from "../support/smtp-sink";
import { signIn } from "../support/staff-client";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let clients = 0;
const nextClient = () => `203.0.113.${++clients}`;

async function send(site: SiteServer, body: Record<string, string>) {
  const captcha = await solvedCaptcha(site.origin);
  const response = await postContact(site.origin, { ...SAMPLE_MESSAGE, ...body, captcha }, nextClient());
  expect(response.status).toBe(200);
}

async function page(site: SiteServer, cookie: string, path: string) {
  const response = await fetch(`${site.origin}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("Messages tool and contact retention", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-messages-"));
  let smtpPort: number;
  let site: SiteServer;
  let cookie: string;
  const start = async () => {
    site = await startSiteServer({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_RETENTION_DAYS: "30",
      CONTACT_FAILED_RETENTION_DAYS: "60",
      ...(site?.databaseUrl ? { DATABASE_URL: site.databaseUrl } : {}),
    });
    cookie = await signIn(site.origin, nextClient());
  };

  beforeAll(async () => {
    // The mail server is down from the start: every message stays undelivered until a test starts it.
    smtpPort = await freePort();
    await start();
    await send(site, {
      recipient: "sales",
      language: "en",
      page: "/contact",
      firstName: "Ann",
      lastName: "Lee",
    });
    await send(site, {
      brand: "dockers",
      language: "fr",
      page: "/brands/dockers",
      firstName: "Zoé",
      lastName: "Roy",
      company: "Bottes Roy",
      message: "Avez-vous des bottes d’hiver à 100 % imperméables?",
    });
    await send(site, { recipient: "general", language: "en", firstName: "Old", lastName: "Failure" });
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("turns away signed-out visitors: pages to sign-in, data routes with 401", async () => {
    for (const path of ["/tools/messages", "/tools/messages/1", "/tools/messages?status=failed"]) {
      const response = await page(site, "", path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toBe("/tools/login");
    }
    const csv = await page(site, "", "/api/messages/export");
    expect(csv.status).toBe(401);
    expect(JSON.parse(csv.text)).toEqual({ error: "unauthorized" });
    const data = await page(site, "", "/tools/messages.data");
    expect(data.text).not.toContain("Ann");
  });

  it("lists every message newest first, never cached, and filters by status, form and search", async () => {
    const all = await page(site, cookie, "/tools/messages");
    expect(all.status).toBe(200);
    expect(all.headers.get("Cache-Control")).toBe("no-store");
    expect(all.text).toContain("3 messages");
    const order = ["Old Failure", "Zoé Roy", "Ann Lee"].map((name) => all.text.indexOf(name));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(all.text).toContain("Brand form: Dockers");
    expect(all.text).toContain("General form: Sales");

    const dockers = await page(site, cookie, "/tools/messages?form=dockers");
    expect(dockers.text).toContain("1 message<");
    expect(dockers.text).toContain("Zoé Roy");
    expect(dockers.text).not.toContain("Ann Lee");
    const sales = await page(site, cookie, "/tools/messages?form=sales");
    expect(sales.text).toContain("Ann Lee");
    expect(sales.text).not.toContain("Zoé Roy");
    const search = await page(site, cookie, "/tools/messages?q=IMPERMÉABLES");
    expect(search.text).toContain("Zoé Roy");
    expect(search.text).not.toContain("Ann Lee");
    const percent = await page(site, cookie, "/tools/messages?q=100%20%25");
    expect(percent.text).toContain("1 message<");
    expect((await page(site, cookie, "/tools/messages?q=%25%25%25")).text).toContain("0 messages");
    expect((await page(site, cookie, "/tools/messages?status=sent")).text).toContain("0 messages");
    expect((await page(site, cookie, "/tools/messages?status=pending")).text).toContain("3 messages");
    const french = await page(site, cookie, "/tools/messages?lng=fr&form=dockers");
    // French typography puts a no-break space before the colon.
    expect(french.text).toContain("Formulaire de marque\u00a0: Dockers");
  });

  it("exports the current filter as CSV", async () => {
    const response = await fetch(`${site.origin}/api/messages/export?form=dockers`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="messages_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Decoded by hand: `text()` would drop the byte-order mark that tells Excel the file is UTF-8.
    const lines = new TextDecoder("utf-8", { ignoreBOM: true })
      .decode(await response.arrayBuffer())
      .split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFID,Received (Eastern time),Delivery,Attempts,Last error,Form,Recipient,Visitor’s language,Name,Company,E-mail,Phone,Sent from,Message",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^2,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} E[SD]T,Pending,\\d+,.*,Brand form: Dockers,[^,]+@trafalgarbrands\\.example,fr,Zoé Roy,Bottes Roy,claire@chaussures-tremblay\\.example,514-555-0142,${site.publicOrigin}/brands/dockers,Avez-vous des bottes d’hiver à 100 % imperméables\\?$`,
      ),
    );
  });

  it("shows a message in full", async () => {
    const detail = await page(site, cookie, "/tools/messages/2");
    expect(detail.status).toBe(200);
    expect(detail.headers.get("Cache-Control")).toBe("no-store");
    for (const text of ["Message from Zoé Roy", "Bottes Roy", "Brand form: Dockers", "Français", "Pending"]) {
      expect(detail.text).toContain(text);
    }
    expect(detail.text).toContain(`${site.publicOrigin}/brands/dockers`);
    expect(detail.text).toMatch(/\w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[ap]\.m\. E[SD]T/);
    expect((await page(site, cookie, "/tools/messages/999")).status).toBe(404);
    expect((await page(site, cookie, "/tools/messages/abc")).status).toBe(404);
  });

  it("shows the start of each message in the list, and marks one handled (who and when) and back, filters kept", async () => {
    const list = await page(site, cookie, "/tools/messages?form=dockers");
    // The excerpt is in the table itself, not only in the page's data.
    expect(list.text).toMatch(
      /<td data-label="Message"[^>]*>Avez-vous des bottes d’hiver à 100 % imperméables\?</,
    );
    // (Rendered words, not the page's strings sent along for the browser.)
    expect(list.text).toContain(">Not yet<");
    const mark = (intent: string, message = "2", address = "/tools/messages?form=dockers&q=bottes") =>
      fetch(`${site.origin}${address}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.origin },
        body: new URLSearchParams({ intent, message }),
        redirect: "manual",
      });

    const handled = await mark("handle");
    expect(handled.status).toBe(303);
    // Back to the list as it was filtered.
    expect(handled.headers.get("Location")).toBe("/tools/messages?form=dockers&q=bottes");
    // Pressed twice (a second tab, a colleague): still handled, once.
    expect((await mark("handle")).status).toBe(303);
    const after = await page(site, cookie, "/tools/messages?form=dockers&q=bottes");
    expect(after.text).toContain("1 message<");
    expect(after.text).toMatch(/By [^<]+, \w+day, \w+ \d{1,2}, \d{4} at /);
    expect(after.text).toContain(">Mark not handled<");
    const detail = await page(site, cookie, "/tools/messages/2");
    expect(detail.text).toMatch(/By [^<]+, \w+day, /);
    // The others are not handled.
    expect((await page(site, cookie, "/tools/messages?form=sales")).text).toContain(">Not yet<");

    // Undone from the message's own page.
    const undone = await mark("reopen", "2", "/tools/messages/2");
    expect(undone.status).toBe(303);
    expect(undone.headers.get("Location")).toBe("/tools/messages/2");
    const reopened = await page(site, cookie, "/tools/messages?form=dockers");
    expect(reopened.text).toContain(">Not yet<");
    expect(reopened.text).not.toContain(">Mark not handled<");

    const audit = await page(site, cookie, "/tools/audit");
    // One row each: the second press changed nothing, so it recorded nothing.
    expect(audit.text.match(/<td[^>]*>Marked a lead handled<\/td>/g)).toHaveLength(1);
    expect(audit.text.match(/<td[^>]*>Marked a lead not handled<\/td>/g)).toHaveLength(1);

    // Whatever else is sent is refused, and changes nothing.
    for (const [intent, message] of [
      ["handle", "abc"],
      ["handle", ""],
      ["delete", "2"],
      ["handle", "2 OR 1=1"],
    ])
      expect((await mark(intent ?? "", message)).status).toBe(400);
    expect((await page(site, cookie, "/tools/messages")).text).not.toContain(">Mark not handled<");
  });

  it("deletes exactly the expired messages, warns of failing ones, and sends a failed one again", {
    timeout: 90_000,
  }, async () => {
    await site.stop();
    const now = Date.now();
    // Message 1 was delivered 31 days ago (past the 30-day retention); message 2 delivered 29 days ago (kept).
    await runOnSiteDatabase(site, "UPDATE contact_outbox SET status = 'sent', sent_at = $1 WHERE id = 1", [
      now - 31 * DAY_MS,
    ]);
    await runOnSiteDatabase(site, "UPDATE contact_outbox SET status = 'sent', sent_at = $1 WHERE id = 2", [
      now - 29 * DAY_MS,
    ]);
    // Message 3 has been failing for three days: its next attempt gives up. Two more failed long ago, one
    // past the 60-day retention for failures and one inside it; one pending for 100 days is never deleted.
    await runOnSiteDatabase(
      site,
      "UPDATE contact_outbox SET created_at = $1, next_attempt_at = $2, last_error = 'connect ECONNREFUSED' WHERE id = 3",
      [now - 73 * HOUR_MS, now],
    );
    const insert = `INSERT INTO contact_outbox (created_at, recipient, submission, status, attempts, next_attempt_at, failed_at, last_error, search_text)
      VALUES ($1, 'info@trafalgarbrands.example', $2, $3, 9, $4, $5, 'connect ECONNREFUSED', '')`;
    const stored = (firstName: string) =>
      JSON.stringify({ ...SAMPLE_MESSAGE, firstName, language: "en", department: "general" });
    await runOnSiteDatabase(site, insert, [
      now - 90 * DAY_MS,
      stored("Expired"),
      "failed",
      now,
      now - 61 * DAY_MS,
    ]);
    await runOnSiteDatabase(site, insert, [
      now - 90 * DAY_MS,
      stored("Kept"),
      "failed",
      now,
      now - 59 * DAY_MS,
    ]);
    await runOnSiteDatabase(site, insert, [
      now - 100 * DAY_MS,
      stored("Waiting"),
      "pending",
      now + DAY_MS,
      null,
    ]);

    await start();
    const remaining = async () =>
      (await runOnSiteDatabase(site, "SELECT id FROM contact_outbox ORDER BY id")).map((row) =>
        Number(row.id),
      );
    let failedPage = "";
    const failedPageShows = async () => {
      failedPage = (await page(site, cookie, "/tools/messages?status=failed")).text;
      // Retention runs at start-up, and the first attempt of message 3 fails for good.
      return failedPage.includes("Old Failure") && !failedPage.includes("Expired Tremblay");
    };
    for (let tries = 0; tries < 100 && !(await failedPageShows()); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(failedPage).toContain("2 messages");
    expect(failedPage).toContain("Kept Tremblay");

    const dashboard = await page(site, cookie, "/tools");
    expect(dashboard.text).toContain("Messages are not being delivered");
    // Message 3, the failed one kept, and the one still waiting for its next attempt.
    expect(dashboard.text).toContain(
      "3 messages have been failing to reach their recipients for more than an hour.",
    );

    const sink = smtpSink(smtpPort);
    await sink.start();
    try {
      const resend = await fetch(`${site.origin}/tools/messages/3`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      expect(resend.status).toBe(200);
      expect(await resend.text()).toContain("The message is queued and will be sent again in a moment.");
      await eventually(() => sink.received.length === 1, "the message sent again");
      expect(sink.received[0]?.subject()).toBe(
        "General inquiries — Website enquiry from Old Failure (Chaussures Tremblay)",
      );
      const again = await fetch(`${site.origin}/tools/messages/3`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: site.origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(await again.text()).toContain("Only a failed message can be sent again");
      await site.stop();
      expect(await remaining()).toEqual([2, 3, 5, 6]);
      const [resent] = await runOnSiteDatabase(site, "SELECT status FROM contact_outbox WHERE id = 3");
      expect(resent?.status).toBe("sent");
    } finally {
      await sink.stop();
    }
  });
});
