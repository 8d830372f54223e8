import type { SendMailOptions } from "nodemailer";
import type { Submission } from "./submission";

const LANGUAGE_NAMES = { en: "English", fr: "French" } as const;
const DEPARTMENT_NAMES = {
  general: "General inquiries",
  sales: "Sales",
  dropshipping: "Dropship program",
  ecommerce: "E-commerce solutions",
} as const;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The e-mail the company receives (staff read English; the visitor's language is noted so they can
 * answer in it). Replying goes to the visitor. The Message-ID is fixed per stored message, so a
 * redelivery after a crash is recognisable as the same message.
 */
export function contactMail(
  message: { id: number; recipient: string; receivedAt: Date; submission: Submission },
  settings: { from: string; siteHost: string },
): SendMailOptions {
  const { submission: s } = message;
  const visitor = `${s.firstName} ${s.lastName}`;
  const source = s.department ? `${DEPARTMENT_NAMES[s.department]} (contact form)` : "Brand contact form";
  const rows: [string, string][] = [
    ["Name", visitor],
    ["Company", s.company],
    ["Email", s.email],
    ["Phone", s.phone],
    ["Form", source],
    ["Language", `${LANGUAGE_NAMES[s.language]} (${s.language})`],
    ["Received", message.receivedAt.toISOString()],
  ];
  const text = [
    `New message from the ${settings.siteHost} website.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    s.message,
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#141a2b">
<p>New message from the ${escapeHtml(settings.siteHost)} website.</p>
<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("")}</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(s.message)}</p>
</body></html>`;
  return {
    from: settings.from,
    to: message.recipient,
    replyTo: { name: visitor, address: s.email },
    subject: `Website contact: ${visitor}, ${s.company}`,
    text,
    html,
    messageId: `<contact-${message.id}-${message.receivedAt.getTime()}@${settings.siteHost}>`,
    headers: { "Content-Language": s.language },
  };
}
