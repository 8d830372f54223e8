import { describe, expect, it } from "vitest";
import { htmlText } from "~/lib/escape";
import { HOSTILE_LINE, HOSTILE_NAME, mailHeaders } from "~/lib/hostile-text.test-support";
import { acknowledgementMail, salesMail } from "./application-mails.server";
import type { Application } from "./application-schema";

const APPLICATION: Application = {
  legalName: HOSTILE_NAME,
  operatingName: HOSTILE_LINE,
  contactName: HOSTILE_NAME,
  email: "buyer@shoes.example",
  phone: "905-555-0101",
  street: "1 Main St",
  city: "Oakville",
  province: "ON",
  postalCode: "L6J 7W5",
  gstHst: "123456789RT0001",
  qst: "",
  storeType: "independent",
  website: "",
  doors: 1,
  brands: [],
  message: HOSTILE_NAME,
};

const staffMail = (mail: { subject: string; text: string; html: string; replyTo?: string }) => ({
  from: "no-reply@trafalgarbrands.example",
  to: "sales@trafalgarbrands.example",
  ...mail,
});

describe("the retail application's mails", () => {
  it("give sales a one-line subject with the store's name as typed, and its words escaped in the HTML", async () => {
    const mail = salesMail(APPLICATION, {
      id: 42,
      language: "en",
      receivedAt: Date.UTC(2026, 0, 2),
      brandNames: new Map(),
      siteOrigin: "https://www.trafalgarbrands.example",
      botChecked: true,
    });
    const headers = await mailHeaders(staffMail(mail));
    expect(headers.filter(([name]) => name.toLowerCase() === "bcc")).toEqual([]);
    expect(headers.find(([name]) => name === "Subject")?.[1]).toBe(
      `Retail account application A-000042 — ${HOSTILE_NAME} Bcc: victim@example.com (Oakville, ON)`,
    );
    expect(mail.html).toContain(`<td>${htmlText(HOSTILE_NAME)}</td>`);
    expect(mail.html).not.toContain("<b>");
  });

  it("give the buyer an acknowledgement whose headers are the site's own", async () => {
    const headers = await mailHeaders(
      staffMail(acknowledgementMail(42, "fr", "ventes@trafalgarbrands.example")),
    );
    expect(headers.find(([name]) => name === "Subject")?.[1]).toBe(
      "Nous avons bien reçu votre demande de compte détaillant (Trafalgar Brands)",
    );
  });
});
