import { once } from "node:events";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { OUTBOX } from "~/features/contact/constants";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { startPostgres } from "../support/postgres-server.ts";
import { freePort, type SiteServer, startSiteServer } from "../support/site-server";
import { eventually, smtpSink } from "../support/smtp-sink";

// Runs in the PostgreSQL project only: it starts a cluster of its own for its two processes.
/** Which of the test's messages a text carries. */
const enquiryNumber = (text: string) => text.match(/Shared enquiry (\d+)/)?.[1];

let clients = 0;
/** A fresh visitor address per request, so the throttle never bites. */
const nextClient = () => `198.51.100.${++clients}`;

describe("contact outbox on a shared PostgreSQL", () => {
  it("two processes deliver 50 messages exactly once when one is killed mid-delivery", {
    timeout: 150_000,
  }, async () => {
    const postgres = await startPostgres();
    // One mail service, reached on two ports so the test knows which process each delivery came from; it
    // takes half a second to accept each message, so deliveries are in flight when the first process dies.
    const sinks = [
      smtpSink(await freePort(), { acceptAfterMs: 500 }),
      smtpSink(await freePort(), { acceptAfterMs: 500 }),
    ] as const;
    const received = () => sinks.flatMap((sink) => sink.received);
    const sites: SiteServer[] = [];
    const client = new pg.Client(postgres.url);
    try {
      for (const sink of sinks) await sink.start();
      // Processes behind one load balancer share the signing secret, as they must for staff sessions too.
      const shared = {
        DATABASE_URL: postgres.url,
        SESSION_SECRET: "one-secret-for-every-process-of-the-site",
      };
      // One at a time: the first applies the migrations, the second finds them applied.
      for (const sink of sinks) sites.push(await startSiteServer({ ...shared, SMTP_URL: sink.url }));
      const [doomed, survivor] = sites as [SiteServer, SiteServer];
      const count = 50;
      const captchas = await Promise.all(
        Array.from({ length: count }, (_, i) => solvedCaptcha(sites[i % 2]?.origin ?? "")),
      );
      // Each process takes half the submissions; both workers then compete for the whole outbox.
      const responses = await Promise.all(
        captchas.map((captcha, i) =>
          postContact(
            sites[(i + 1) % 2]?.origin ?? "",
            { ...SAMPLE_MESSAGE, message: `Shared enquiry ${i}`, recipient: "general", captcha },
            nextClient(),
          ),
        ),
      );
      for (const response of responses) expect(await response.json()).toEqual({ success: true });

      await eventually(
        () => sinks[0].state.waiting > 0 && received().length >= 5,
        "the first process in the middle of a delivery",
        60_000,
      );
      // Its mail server stops accepting, so the process dies with deliveries in flight. Between a mail server's
      // acceptance and the commit that records it lies a moment no protocol can close; the process is killed
      // only once everything accepted from it is recorded as sent, so the test never lands in that moment.
      sinks[0].hold();
      await client.connect();
      const accepted = new Set(sinks[0].received.map((mail) => enquiryNumber(mail.text())));
      for (let tries = 0; ; tries++) {
        const sent = await client.query("SELECT submission FROM contact_outbox WHERE status = 'sent'");
        const recorded = new Set(
          sent.rows.map((row: { submission: string }) => enquiryNumber(row.submission)),
        );
        if ([...accepted].every((number) => recorded.has(number))) break;
        if (tries > 100) throw new Error("Accepted messages were never recorded as sent");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(sinks[0].state.waiting).toBeGreaterThan(0);
      doomed.process.kill("SIGKILL");
      await once(doomed.process, "exit");
      await eventually(() => sinks[0].state.waiting === 0, "the killed process's connections to close");
      expect(sinks[0].state.abandoned).toBeGreaterThan(0);

      // The survivor delivers everything it can claim; what the killed process had claimed waits for its
      // claim to expire.
      let seen = -1;
      await eventually(
        () => {
          const settled = received().length === seen && sinks[1].state.waiting === 0;
          seen = received().length;
          return settled;
        },
        "the survivor to deliver what is not claimed",
        60_000,
        3 * OUTBOX.pollMs,
      );
      expect(received().length).toBeLessThan(count);
      // The claims' two minutes pass: moved into the past rather than waited for.
      const expired = await client.query(
        "UPDATE contact_outbox SET claimed_until = $1 WHERE status = 'sending'",
        [Date.now() - 1],
      );
      expect(expired.rowCount).toBe(count - received().length);

      await eventually(() => received().length >= count, `${count} messages`, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 2 * OUTBOX.pollMs));
      const numbers = received().map((mail) => enquiryNumber(mail.text()));
      expect(numbers.length).toBe(count);
      expect(new Set(numbers).size).toBe(count);
      const statuses = await client.query(
        "SELECT status, count(*)::int AS n FROM contact_outbox GROUP BY status",
      );
      expect(statuses.rows).toEqual([{ status: "sent", n: count }]);
      expect(survivor.process.exitCode).toBeNull();
    } finally {
      await client.end().catch(() => undefined);
      for (const site of sites) await site.stop();
      for (const sink of sinks) await sink.stop();
      await postgres.stop();
    }
  });
});
