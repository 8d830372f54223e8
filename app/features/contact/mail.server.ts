import { SITE } from "@content/site";
import type { SendMailOptions } from "nodemailer";
import { publishedBrandName } from "~/features/live-content/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { mailHeaderText } from "~/lib/escape";
import { leadMailBody } from "~/lib/lead-mail";
import { sitePageAddress } from "~/lib/site-page-address";
import { EMAIL_PATTERN } from "~/lib/text-rules";
import type { Recipient } from "./constants";
import type { Submission } from "./submission";

const LANGUAGE_NAMES = { en: "English", fr: "French" } as const;
export const DEPARTMENT_NAMES: Record<Recipient, string> = {
  general: "General inquiries",
  sales: "Sales",
  dropshipping: "Dropship program",
  ecommerce: "E-commerce solutions",
};
/** The line a French visitor's message opens with, for a reader who might otherwise answer in English. */
export const FRENCH_NOTICE = "Message reçu en français : le visiteur a écrit en français.";

/** The brand's own name for a brand form's message (several brands share one manager's address). */
export function brandName(brandId: string | undefined): string | undefined {
  return brandId === undefined ? undefined : publishedBrandName(brandId);
}

/**
 * Who a message is for, in staff's words: the brand, the department, or, for the original site's form that
 * named only a manager's address, "Brand enquiry".
 */
export function messageSource(submission: Pick<Submission, "brand" | "department">): string {
  if (submission.department) return DEPARTMENT_NAMES[submission.department];
  return brandName(submission.brand) ?? "Brand enquiry";
}

function formName(submission: Submission): string {
  if (submission.department) return `General contact form, ${DEPARTMENT_NAMES[submission.department]}`;
  const brand = brandName(submission.brand);
  return brand ? `Brand contact form, ${brand}` : "Brand contact form";
}

/**
 * The e-mail the company receives. Staff read English; a French visitor's message says so in French at the
 * top, so it is answered in French. Replying goes to the visitor. The Message-ID is fixed per stored message,
 * so a redelivery after a crash is recognisable as the same message.
 */
export function contactMail(
  message: { id: number; recipient: string; receivedAt: Date; submission: Submission },
  settings: { from: string; siteOrigin: string },
): SendMailOptions {
  const { submission: s } = message;
  const visitor = `${s.firstName} ${s.lastName}`;
  const siteHost = new URL(settings.siteOrigin).hostname;
  // Left out for a page stored before paths were checked that leads off the site.
  const page = sitePageAddress(s.page, settings.siteOrigin);
  const rows: [string, string][] = [
    ["Form", formName(s)],
    ["Name", visitor],
    ["Company", s.company],
    ["Email", s.email],
    ["Phone", s.phone],
    ["Language", `${LANGUAGE_NAMES[s.language]} (${s.language})`],
    ...(page ? [["Sent from", page] satisfies [string, string]] : []),
    ["Received", formatCompanyTime(message.receivedAt, "en-CA")],
  ];
  const intro = `New enquiry from the ${SITE.name} website (${settings.siteOrigin}).`;
  const opening = s.language === "fr" ? [FRENCH_NOTICE, "", intro] : [intro];
  const body = leadMailBody(opening, rows, s.message);
  const text = body.text.join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#141a2b">
${body.html}
</body></html>`;
  return {
    from: settings.from,
    to: message.recipient,
    // An address stored before the schema held it to one mailbox (`x,ceo@…`) is shown, never replied to.
    ...(EMAIL_PATTERN.test(s.email) ? { replyTo: { name: mailHeaderText(visitor), address: s.email } } : {}),
    subject: mailHeaderText(`${messageSource(s)} — Website enquiry from ${visitor} (${s.company})`),
    text,
    html,
    messageId: `<contact-${message.id}-${message.receivedAt.getTime()}@${siteHost}>`,
    headers: { "Content-Language": s.language },
  };
}
