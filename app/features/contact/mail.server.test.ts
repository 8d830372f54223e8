import { describe, expect, it } from "vitest";
import { htmlText } from "~/lib/escape";
import { HOSTILE_LINE, HOSTILE_NAME, mailHeaders } from "~/lib/hostile-text.test-support";
import { contactMail } from "./mail.server";
import type { Submission } from "./submission";

const SETTINGS = {
  from: "no-reply@trafalgarbrands.example",
  siteOrigin: "https://www.trafalgarbrands.example",
};
// 3:04 UTC on January 2 is 10:04 p.m. on January 1 in Oakville (EST).
const WINTER = new Date("2026-01-02T03:04:05Z");

const visitor = {
  firstName: "Ann",
  lastName: "Lee",
  company: "Shoes Co",
  email: "ann@shoes.example",
  phone: "905 555 0101",
  message: "Do you ship to Halifax?",
};

function mail(submission: Submission, receivedAt = WINTER) {
  return contactMail({ id: 7, recipient: "sales@trafalgarbrands.example", receivedAt, submission }, SETTINGS);
}

describe("lead e-mail", () => {
  it("names the brand and the visitor in the subject of a brand message, in English", () => {
    const lead = mail({ ...visitor, language: "en", brand: "dockers", page: "/brands/dockers" });
    expect(lead.subject).toBe("Dockers — Website enquiry from Ann Lee (Shoes Co)");
    expect(lead.text).toBe(
      [
        "New enquiry from the Trafalgar Brands website (https://www.trafalgarbrands.example).",
        "",
        "Form: Brand contact form, Dockers",
        "Name: Ann Lee",
        "Company: Shoes Co",
        "Email: ann@shoes.example",
        "Phone: 905 555 0101",
        "Language: English (en)",
        "Sent from: https://www.trafalgarbrands.example/brands/dockers",
        "Received: Thursday, January 1, 2026 at 10:04 p.m. EST",
        "",
        "Message:",
        "Do you ship to Halifax?",
        "",
      ].join("\n"),
    );
    expect(lead.headers).toEqual({ "Content-Language": "en" });
  });

  it("opens a French visitor's brand message with a French line for the reader", () => {
    const lead = mail({ ...visitor, language: "fr", brand: "born", page: "/brands/born" });
    expect(lead.subject).toBe("Børn — Website enquiry from Ann Lee (Shoes Co)");
    expect(lead.text?.toString().split("\n").slice(0, 3)).toEqual([
      "Message reçu en français : le visiteur a écrit en français.",
      "",
      "New enquiry from the Trafalgar Brands website (https://www.trafalgarbrands.example).",
    ]);
    expect(lead.text).toContain("Language: French (fr)");
    expect(lead.html).toContain("<p>Message reçu en français : le visiteur a écrit en français.</p>");
    expect(lead.headers).toEqual({ "Content-Language": "fr" });
  });

  it("names the department of a general message, in English, with the time in Eastern daylight time", () => {
    const lead = mail(
      { ...visitor, language: "en", department: "sales", page: "/contact" },
      new Date("2026-07-15T16:30:00Z"),
    );
    expect(lead.subject).toBe("Sales — Website enquiry from Ann Lee (Shoes Co)");
    expect(lead.text).toContain("Form: General contact form, Sales\n");
    expect(lead.text).toContain("Sent from: https://www.trafalgarbrands.example/contact\n");
    expect(lead.text).toContain("Received: Wednesday, July 15, 2026 at 12:30 p.m. EDT\n");
    expect(lead.text).not.toContain("Message reçu en français");
  });

  it("marks a French visitor's general message, and leaves out the page an older client did not send", () => {
    const lead = mail({ ...visitor, language: "fr", department: "general" });
    expect(lead.subject).toBe("General inquiries — Website enquiry from Ann Lee (Shoes Co)");
    expect(lead.text).toMatch(/^Message reçu en français/);
    expect(lead.text).not.toContain("Sent from:");
  });

  it.each(["/\\evil.example/phish", "//evil.example", "/%5Cevil.example"])(
    "leaves out a stored page that leads off the site (%j), in the text and the HTML",
    (page) => {
      const lead = mail({ ...visitor, language: "en", department: "sales", page });
      for (const body of [lead.text, lead.html]) {
        expect(body).not.toContain("Sent from");
        expect(body).not.toContain("evil.example");
      }
    },
  );

  it("offers no Reply-To for an address stored before it was held to one mailbox", () => {
    const lead = mail({
      ...visitor,
      email: "x,ceo@trafalgarbrands.example",
      language: "en",
      department: "sales",
    });
    expect(lead.replyTo).toBeUndefined();
    expect(lead.text).toContain("Email: x,ceo@trafalgarbrands.example\n");
  });

  it("calls a message sent to a manager's address without its brand a brand enquiry", () => {
    expect(mail({ ...visitor, language: "en" }).subject).toBe(
      "Brand enquiry — Website enquiry from Ann Lee (Shoes Co)",
    );
  });

  it("is addressed to the recipient, from the site, with replies to the visitor", () => {
    const lead = mail({ ...visitor, language: "en", department: "sales" });
    expect(lead.to).toBe("sales@trafalgarbrands.example");
    expect(lead.from).toBe("no-reply@trafalgarbrands.example");
    expect(lead.replyTo).toEqual({ name: "Ann Lee", address: "ann@shoes.example" });
  });

  it("escapes every field in the HTML body", () => {
    const lead = mail({
      ...visitor,
      lastName: "<script>alert(1)</script>",
      company: 'A & B "Shoes"',
      message: "Line <b>one</b>\nLine two",
      language: "en",
      department: "sales",
    });
    expect(lead.html).not.toContain("<script>");
    expect(lead.html).not.toContain("<b>one");
    expect(lead.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(lead.html).toContain(`A &amp; B "Shoes"`);
    expect(lead.text).toContain("Line <b>one</b>\nLine two");
  });

  it("keeps one Message-ID per stored message", () => {
    expect(mail({ ...visitor, language: "en", department: "general" }).messageId).toBe(
      "<contact-7-1767323045000@www.trafalgarbrands.example>",
    );
  });
});

describe("a lead from a hostile visitor", () => {
  it("keeps the subject and reply-to on one line each, the name as typed, no header of the visitor's making", async () => {
    const lead = mail({
      ...visitor,
      firstName: HOSTILE_LINE,
      company: HOSTILE_NAME,
      language: "en",
      department: "sales",
      page: "/contact",
    });
    const headers = await mailHeaders(lead);
    expect(headers.filter(([name]) => name.toLowerCase() === "bcc")).toEqual([]);
    const subject = headers.find(([name]) => name === "Subject")?.[1];
    expect(subject).toBe(
      `Sales — Website enquiry from ${HOSTILE_NAME} Bcc: victim@example.com Lee (${HOSTILE_NAME})`,
    );
    const replyTo = headers.find(([name]) => name === "Reply-To")?.[1];
    expect(replyTo).toContain("<ann@shoes.example>");
    expect(replyTo).not.toMatch(/[\r\n]/);
    expect(lead.html).toContain(`<td>${htmlText(`${HOSTILE_LINE} Lee`)}</td>`);
  });
});
