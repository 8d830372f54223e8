import { describe, expect, it } from "vitest";
import { contactMail } from "./mail.server";

const submission = {
  firstName: "Zoé",
  lastName: "<script>alert(1)</script>",
  company: 'A & B "Shoes"',
  email: "zoe@ab.example",
  phone: "905 555 0101",
  message: "Line <b>one</b>\nLine two",
  language: "fr" as const,
  department: "sales" as const,
};

describe("contact e-mail", () => {
  const mail = contactMail(
    {
      id: 7,
      recipient: "sales@trafalgarbrands.example",
      receivedAt: new Date("2026-01-02T03:04:05Z"),
      submission,
    },
    { from: "no-reply@trafalgarbrands.example", siteHost: "trafalgarbrands.example" },
  );

  it("is addressed to the recipient, from the site, with replies to the visitor", () => {
    expect(mail.to).toBe("sales@trafalgarbrands.example");
    expect(mail.from).toBe("no-reply@trafalgarbrands.example");
    expect(mail.replyTo).toEqual({ name: "Zoé <script>alert(1)</script>", address: "zoe@ab.example" });
    expect(mail.subject).toBe('Website contact: Zoé <script>alert(1)</script>, A & B "Shoes"');
  });

  it("notes the language and the department in the plain text", () => {
    expect(mail.text).toContain("Language: French (fr)");
    expect(mail.text).toContain("Form: Sales (contact form)");
    expect(mail.text).toContain("Line <b>one</b>\nLine two");
  });

  it("escapes every field in the HTML body", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>one");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("A &amp; B &quot;Shoes&quot;");
  });

  it("keeps one Message-ID per stored message", () => {
    expect(mail.messageId).toBe("<contact-7-1767323045000@trafalgarbrands.example>");
  });
});
