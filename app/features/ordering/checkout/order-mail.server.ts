import { storeStaffMail } from "~/features/contact/index.server";
import { siteT } from "~/features/i18n/index.server";
import { config } from "~/lib/config.server";
import type { Database } from "~/lib/database.server";
import { htmlAttribute, htmlText } from "~/lib/escape";
import { LANGUAGES, type Language } from "~/lib/languages";
import { TRADE_ORDERS_PATH } from "../buyers/constants";
import { orderForCustomer, type ShownOrder } from "./order-view.server";

/** The lines an e-mail lists; the rest are on the order's page (a 1,000-line order makes no 1,000-line mail). */
const LINES_IN_MAIL = 50;

interface Half {
  language: Language;
  order: ShownOrder;
}

/** One language's half of the confirmation, as lines of text (the HTML half is built from the same parts). */
function halfOf({ language, order }: Half, buyer: string, link: string) {
  const t = siteT(language);
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const status = t(order.status === "credit_review" ? "trade.order.creditReview" : "trade.order.placed", {
    number: order.number,
  });
  const facts: [string, string][] = [
    [t("trade.order.po"), order.poNumber || t("trade.order.noPo")],
    [t("trade.order.shipTo"), [order.shipTo.name, ...order.shipTo.lines].join(", ")],
    [t("trade.order.terms"), order.terms],
    ...(order.requestedShipOn
      ? ([[t("trade.order.requestedShipOn"), order.requestedShipOn]] as [string, string][])
      : []),
    [t("trade.order.subtotal"), order.subtotal],
    ...order.taxes.map((tax): [string, string] => [tax.label, tax.amount]),
    [t("trade.order.total"), order.total],
  ];
  const lines = order.lines
    .slice(0, LINES_IN_MAIL)
    .map((line) => `${line.quantity} × ${line.name}, ${line.size} (${line.itemNumber}) · ${line.price}`);
  const more = order.lines.length - LINES_IN_MAIL;
  return {
    language,
    greeting: t("trade.order.mail.greeting", { name: buyer }),
    // The confirmation's words, and the same-day promise as the order met it.
    status: order.promise ? `${status} ${order.promise}` : status,
    facts,
    summary: t("trade.order.mail.units", { count: units, lines: order.lines.length }),
    lines: more > 0 ? [...lines, t("trade.order.mail.moreLines", { count: more })] : lines,
    view: t("trade.order.mail.view"),
    why: t("trade.order.mail.why"),
    link,
  };
}

/**
 * The order's confirmation e-mail to the buyer who placed it (issue 51 §3), through the outbox: the order's
 * document language first (French for a Quebec ship-to, Charter of the French language s. 57), then the other;
 * its status, PO, ship-to, terms, money with each tax, the first lines and a link to the whole order.
 */
export async function mailOrderConfirmation(database: Database, orderId: number): Promise<void> {
  const row = await database.db
    .selectFrom("orders")
    .innerJoin("buyer_accounts", "buyer_accounts.id", "orders.buyer_id")
    .innerJoin("customers", "customers.customer_number", "orders.customer_number")
    .select([
      "orders.customer_number",
      "orders.document_language",
      "buyer_accounts.email",
      "buyer_accounts.name",
      "customers.legal_name",
      "customers.operating_name",
    ])
    .where("orders.id", "=", orderId)
    .executeTakeFirstOrThrow();
  const first = row.document_language;
  const halves: Half[] = [];
  for (const language of [first, ...LANGUAGES.filter((other) => other !== first)]) {
    const order = await orderForCustomer(database, row.customer_number, orderId, language, siteT(language));
    if (order) halves.push({ language, order });
  }
  const [lead] = halves;
  if (!lead) return;
  const link = new URL(`${TRADE_ORDERS_PATH}/${lead.order.number}`, config().publicSiteOrigin).href;
  const parts = halves.map((half) => halfOf(half, row.name, link));
  const company = row.operating_name || row.legal_name;
  const text = parts
    .map((part) =>
      [
        part.greeting,
        "",
        part.status,
        "",
        ...part.facts.map(([term, value]) => `${term}: ${value}`),
        "",
        part.summary,
        ...part.lines,
        "",
        `${part.view}: ${part.link}`,
        "",
        part.why,
      ].join("\n"),
    )
    .join("\n\n———\n\n");
  const html = `<!doctype html><html lang="${first}"><body style="font-family:Arial,sans-serif;color:#141a2b">
${parts
  .map(
    (part) => `<div lang="${part.language}">
<p>${htmlText(part.greeting)}</p>
<p><strong>${htmlText(part.status)}</strong></p>
<table style="border-collapse:collapse">${part.facts
      .map(
        ([term, value]) =>
          `<tr><th style="text-align:left;padding:2px 12px 2px 0">${htmlText(term)}</th><td>${htmlText(value)}</td></tr>`,
      )
      .join("")}</table>
<p>${htmlText(part.summary)}</p>
<ul>${part.lines.map((line) => `<li>${htmlText(line)}</li>`).join("")}</ul>
<p><a href="${htmlAttribute(part.link)}" style="color:#243f89"><strong>${htmlText(part.view)}</strong></a></p>
<p style="color:#525a6e">${htmlText(part.why)}</p>
</div>`,
  )
  .join('\n<hr style="border:0;border-top:1px solid #cbd5e1">\n')}
</body></html>`;
  await storeStaffMail(row.email, {
    subject: parts
      .map((part) => siteT(part.language)("trade.order.mail.subject", { company, number: lead.order.number }))
      .join(" / "),
    text: `${text}\n`,
    html,
    language: first,
  });
}
