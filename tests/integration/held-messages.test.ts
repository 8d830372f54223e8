import { describe, expect } from "vitest";
import { ALTCHA_CHALLENGE_PATH, ALTCHA_COST, FORM_TOKEN } from "~/features/contact/constants";
import { SAMPLE_MESSAGE } from "../support/contact-client";
import type { SiteServer } from "../support/site-server";
import { withSiteAndMailSink } from "../support/site-with-mail";
import { eventually } from "../support/smtp-sink";
import { signIn } from "../support/staff-client";

/*
 * Decision 232: a message posted without JavaScript (no bot-check proof) is confirmed once with a signed form
 * token, then held for staff to read; staff deliver or delete it in the Messages tool.
 */

/**
 * This file's server keeps the real waits (decision 317): the form token's minimum fill time and ALTCHA's cost
 * are tested here.
 */
const MIN_FILL_MS = FORM_TOKEN.minFillMs;
let clients = 0;
const nextClient = () => `198.51.100.${100 + ++clients}`;

function postForm(site: SiteServer, path: string, fields: Record<string, string>, client = nextClient()) {
  return fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const tokenIn = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];

/** Posts the form once to be asked to confirm; returns the token the answer carries. */
async function askToConfirm(site: SiteServer, fields: Record<string, string>, client: string) {
  const response = await postForm(site, "/services", fields, client);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("One more step: this page&#x27;s scripts did not run in your browser");
  const token = tokenIn(html);
  expect(token).toMatch(/^\d{13}\./);
  return { html, token: token ?? "" };
}

const it = withSiteAndMailSink({
  CONTACT_TO_SALES: "sales-team@trafalgar.example",
  TEST_SHORT_WAITS: "false",
});

describe("messages sent without JavaScript, held for review", () => {
  it("asks a browser for ALTCHA's whole work: the cost the test suite's other servers shorten", async ({
    site,
  }) => {
    const response = await fetch(`${site.origin}${ALTCHA_CHALLENGE_PATH}`);
    const challenge = (await response.json()) as { parameters: { cost: number } };
    expect(challenge.parameters.cost).toBe(ALTCHA_COST);
  });

  it("asks once to confirm, keeps what was typed, then holds the message and mails nothing", async ({
    site,
    sink,
  }) => {
    sink.received.length = 0;
    const client = nextClient();
    const fields = { ...SAMPLE_MESSAGE, recipient: "sales" };
    const first = await askToConfirm(site, fields, client);
    expect(first.html).toContain('value="Chaussures Tremblay"');
    expect(first.html).toContain("We would like to carry your brands in our three stores.");
    expect(first.html).toMatch(/<option value="sales" selected="">/);

    // Back at once, as a script would: asked again, with the same token, which will do in a moment.
    const tooSoon = await postForm(site, "/services", { ...fields, formToken: first.token }, client);
    expect(tokenIn(await tooSoon.text())).toBe(first.token);

    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
    const held = await postForm(site, "/services", { ...fields, formToken: first.token }, client);
    expect(held.status).toBe(200);
    const html = await held.text();
    expect(html).toContain(
      "Your message was received. Our team will read it, then pass it on to the right person. Our sales team will reply by email within one business day.",
    );
    expect(html).not.toContain('value="Chaussures Tremblay"');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toEqual([]);

    // Reloaded (the same post again, as a browser re-sends it): the confirmation again, never "one more
    // step", and one message stored.
    const reload = await postForm(site, "/services", { ...fields, formToken: first.token }, client);
    expect(reload.status).toBe(200);
    const reloaded = await reload.text();
    expect(reloaded).toContain("Your message was received. Our team will read it");
    expect(reloaded).not.toMatch(/>One more step/);
    expect(tokenIn(reloaded)).toBeUndefined();
    const cookie = await signIn(site.origin, nextClient());
    const list = await (
      await fetch(`${site.origin}/tools/messages?status=held&q=chaussures`, { headers: { Cookie: cookie } })
    ).text();
    expect(list).toMatch(/<p role="status"[^>]*>1 message</);
  });

  it("answers a double click without JavaScript (the same post twice at once) with one message", async ({
    site,
  }) => {
    const client = nextClient();
    const fields = { ...SAMPLE_MESSAGE, company: "Double Click Shoes", recipient: "general" };
    const { token } = await askToConfirm(site, fields, client);
    await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
    const both = await Promise.all([
      postForm(site, "/contact", { ...fields, formToken: token }, client),
      postForm(site, "/contact", { ...fields, formToken: token }, client),
    ]);
    for (const response of both) {
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Your message was received.");
    }
    const cookie = await signIn(site.origin, nextClient());
    const list = await (
      await fetch(`${site.origin}/tools/messages?status=held&q=double+click`, { headers: { Cookie: cookie } })
    ).text();
    expect(list).toMatch(/<p role="status"[^>]*>1 message</);
  });

  it("refuses a forged or malformed token by asking to confirm again", async ({ site }) => {
    const fields = { ...SAMPLE_MESSAGE, recipient: "general" };
    for (const forged of [
      `${Date.now() - 10_000}.AAAAAAAAAAAAAAAA.${"A".repeat(43)}`,
      "nonsense",
      "1".repeat(5000),
    ]) {
      const response = await postForm(site, "/contact", { ...fields, formToken: forged });
      expect(response.status, forged.slice(0, 20)).toBe(200);
      const html = await response.text();
      expect(html).toContain("One more step");
      expect(tokenIn(html)).not.toBe(forged);
    }
  });

  it("lists held messages for staff, who deliver one and delete another", async ({ site, sink }) => {
    sink.received.length = 0;
    const cookie = await signIn(site.origin, nextClient());
    const staff = (path: string, init: RequestInit = {}) =>
      fetch(`${site.origin}${path}`, {
        redirect: "manual",
        ...init,
        headers: {
          Cookie: cookie,
          Origin: site.origin,
          "Content-Type": "application/x-www-form-urlencoded",
          ...init.headers,
        },
      });
    const holdOne = async (company: string) => {
      const client = nextClient();
      const fields = { ...SAMPLE_MESSAGE, company, brand: "dockers" };
      const response = await postForm(site, "/brands/dockers", fields, client);
      const token = tokenIn(await response.text()) ?? "";
      await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
      const held = await postForm(site, "/brands/dockers", { ...fields, formToken: token }, client);
      expect(await held.text()).toContain(
        "The brand&#x27;s manager will reply by email within one business day.",
      );
    };
    await holdOne("Held Shoes One");
    await holdOne("Held Shoes Two");

    const dashboard = await (await staff("/tools")).text();
    expect(dashboard).toMatch(/\d+ messages sent without JavaScript are held until someone reads them/);
    const list = await (await staff("/tools/messages?status=held")).text();
    expect(list).toContain("Held Shoes One");
    expect(list).toContain("Held Shoes Two");
    const idOf = (company: string) => {
      const row = list.slice(list.indexOf(company) - 2000, list.indexOf(company));
      return [...row.matchAll(/\/tools\/messages\/(\d+)/g)].at(-1)?.[1];
    };
    const one = idOf("Held Shoes One");
    const two = idOf("Held Shoes Two");
    expect(one).toBeDefined();
    expect(two).toBeDefined();

    const detail = await (await staff(`/tools/messages/${one}`)).text();
    expect(detail).toContain("Held for review");
    expect(detail).toContain(
      "Sent without JavaScript, so the website could not check that a person wrote it.",
    );

    const deliver = await staff(`/tools/messages/${one}`, { method: "POST", body: "intent=deliver" });
    expect(deliver.status).toBe(200);
    expect(await deliver.text()).toContain("The message is released and will be delivered in a moment.");
    await eventually(() => sink.received.length === 1, "the delivered message");
    expect(sink.received[0]?.text()).toContain("Held Shoes One");
    const again = await staff(`/tools/messages/${one}`, { method: "POST", body: "intent=deliver" });
    expect(await again.text()).toContain("This message is no longer held");

    const remove = await staff(`/tools/messages/${two}`, { method: "POST", body: "intent=delete" });
    expect(remove.status).toBe(302);
    expect(remove.headers.get("Location")).toBe("/tools/messages?status=held&deleted=1");
    expect(await (await staff("/tools/messages?status=held&deleted=1")).text()).toContain(
      "The held message was deleted.",
    );
    expect((await staff(`/tools/messages/${two}`)).status).toBe(404);

    const audit = await (await staff("/tools/audit")).text();
    expect(audit).toContain("Delivered a held lead");
    expect(audit).toContain("Deleted a held lead");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(1);
  });
});
