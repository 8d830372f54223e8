import { describe, expect } from "vitest";
import { SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import type { SiteServer } from "../support/site-server";
import { withSiteAndMailSink } from "../support/site-with-mail";
import { eventually } from "../support/smtp-sink";

let clients = 0;
/** A fresh visitor address per request, so the throttle only bites where a test wants it to. */
const nextClient = () => `198.51.100.${++clients}`;

/** A plain HTML form post, as a browser without JavaScript sends it. */
function postForm(site: SiteServer, path: string, fields: Record<string, string>, init: RequestInit = {}) {
  return fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextClient() },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
    ...init,
  });
}

async function page(response: Response) {
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  return response.text();
}

const it = withSiteAndMailSink({ CONTACT_TO_SALES: "sales-team@trafalgar.example" });

describe("contact forms posted without JavaScript", () => {
  it("answers blank fields with the page, each field's message and what was typed, in English", async ({
    site,
  }) => {
    const response = await postForm(site, "/contact", { firstName: "Claire", email: "not an address" });
    expect(response.status).toBe(400);
    const html = await page(response);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Please correct the highlighted errors.");
    for (const message of [
      "Last name is required",
      "Company is required",
      "Valid email is required",
      "Phone number is required",
      "Message is required",
    ])
      expect(html).toContain(message);
    expect(html).not.toMatch(/-firstName-error"/);
    expect(html).toContain('value="Claire"');
    expect(html).toContain('value="not an address"');
  });

  it("answers in French on a French page, the home page's form included", async ({ site }) => {
    const about = await page(await postForm(site, "/about?lng=fr", { firstName: "Claire" }));
    expect(about).toContain('<html lang="fr"');
    expect(about).toContain("Veuillez corriger les erreurs indiquées.");
    const home = await postForm(
      site,
      "/?index",
      { message: "Bonjour" },
      {
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": nextClient(),
          Cookie: "i18next=fr",
        },
      },
    );
    expect(home.status).toBe(400);
    expect(await page(home)).toContain("Veuillez corriger les erreurs indiquées.");
  });

  it("asks to confirm a message without the bot check's proof, keeping what was typed and sending nothing", async ({
    site,
    sink,
  }) => {
    sink.received.length = 0;
    const response = await postForm(site, "/services", { ...SAMPLE_MESSAGE, recipient: "sales" });
    expect(response.status).toBe(200);
    const html = await page(response);
    expect(html).toContain("please check your message and press the button again to send it");
    expect(html).toMatch(/name="formToken" value="\d{13}\./);
    expect(html).toContain('value="Chaussures Tremblay"');
    expect(html).toContain("We would like to carry your brands in our three stores.");
    expect(html).toMatch(/<option value="sales" selected="">/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toEqual([]);
  });

  it("sends a form that carries a solved bot check, and says so on the page", async ({ site, sink }) => {
    sink.received.length = 0;
    const captcha = await solvedCaptcha(site.origin);
    const response = await postForm(site, "/contact", { ...SAMPLE_MESSAGE, recipient: "sales", captcha });
    expect(response.status).toBe(200);
    const html = await page(response);
    expect(html).toContain(
      "Your message was sent successfully! Our sales team will reply by email within one business day.",
    );
    expect(html).not.toContain('value="Claire"');
    await eventually(() => sink.received.length === 1, "the message");
    expect(sink.received[0]?.to).toEqual(["sales-team@trafalgar.example"]);
    expect(sink.received[0]?.text()).toContain(`Sent from: ${site.publicOrigin}/contact\n`);
  });

  it("sends a brand page's form to its brand, named by the page rather than the body", async ({
    site,
    sink,
  }) => {
    sink.received.length = 0;
    const captcha = await solvedCaptcha(site.origin);
    const response = await postForm(site, "/brands/dockers", {
      ...SAMPLE_MESSAGE,
      captcha,
      brand: "aquatalia",
    });
    expect(response.status).toBe(200);
    expect(await page(response)).toContain(
      "Your message was sent successfully! The brand&#x27;s manager will reply by email within one business day.",
    );
    await eventually(() => sink.received.length === 1, "the brand message");
    expect(sink.received[0]?.subject()).toMatch(/^Dockers — /);
  });

  it("answers bad input with a 4xx page, never a 500 or JSON", async ({ site }) => {
    const json = await fetch(`${site.origin}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": nextClient() },
      body: JSON.stringify(SAMPLE_MESSAGE),
    });
    expect(json.status).toBe(415);
    expect(await page(json)).toContain("Sorry, there was an error sending your message.");

    const huge = await postForm(site, "/contact", { ...SAMPLE_MESSAGE, message: "x".repeat(40_000) });
    expect(huge.status).toBe(413);
    expect(await page(huge)).toContain("Sorry, there was an error sending your message.");

    const broken = await fetch(`${site.origin}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": nextClient() },
      body: "firstName=%zz&lastName=%00&message=%ED%A0%80&email=a%40b.ca",
    });
    expect(broken.status).toBe(400);
    expect(await page(broken)).toContain("Please correct the highlighted errors.");

    const forged = await postForm(site, "/contact", {
      ...SAMPLE_MESSAGE,
      recipient: "nobody",
      captcha: "forged",
    });
    expect(forged.status).toBe(400);
    expect(await page(forged)).toContain("Sorry, there was an error sending your message.");
  });

  it("shows nothing of a GET's query in the page, and logs no personal data", async ({ site }) => {
    const response = await fetch(
      `${site.origin}/contact?firstName=Zebulon&email=zebulon%40private.example&message=Secret`,
    );
    expect(response.status).toBe(200);
    const html = await page(response);
    expect(html).not.toContain("Zebulon");
    expect(html).not.toContain("private.example");
    expect(html).toContain('action="/contact#contact-outcome"');
    const log = site.output();
    for (const typed of [SAMPLE_MESSAGE.email, SAMPLE_MESSAGE.phone, "Chaussures Tremblay", "Zebulon"])
      expect(log).not.toContain(typed);
  });
});
