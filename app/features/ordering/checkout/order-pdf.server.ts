import { SITE } from "@content/site";
import type { Translate } from "~/features/i18n";
import { siteT } from "~/features/i18n/index.server";
import type { Database } from "~/lib/database.server";
import { pdfInfoText } from "~/lib/escape";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";
import { PDF_FONTS, pdfDocumentClass, withInter } from "~/lib/pdf/pdf-document.server";
import { orderForCustomer, type ShownOrder } from "./order-view.server";

/** US Letter, the paper Canadian offices print on, in points (72 to the inch). */
const PAGE = { width: 612, height: 792 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Where lines stop and the page's footer begins. */
const BODY_BOTTOM = PAGE.height - MARGIN - 24;
const ROW = 14;
const INK = "#141a2b";
const MUTED = "#4d5670";
const BRAND = "#243f89";
const RULE = "#cbd5e1";

/** The lines' columns: their share of the width, and which are figures (set flush right). */
const COLUMNS = [
  { key: "line", width: 24, figure: true },
  { key: "item", width: 74, figure: false },
  { key: "description", width: 162, figure: false },
  { key: "size", width: 44, figure: false },
  { key: "ordered", width: 44, figure: true },
  { key: "shipping", width: 44, figure: true },
  { key: "backordered", width: 50, figure: true },
  { key: "price", width: 44, figure: true },
  { key: "total", width: 46, figure: true },
] as const;

type Column = (typeof COLUMNS)[number]["key"];

/** The customer an order was placed for, as its confirmation names it. */
interface OrderCustomer {
  name: string;
  number: string;
}

/** An order confirmation's PDF and what its download is called. */
export interface OrderPdf {
  fileName: string;
  bytes: Buffer;
}

class Confirmation {
  y = MARGIN;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly t: Translate,
    private readonly drawable: (text: string) => string,
  ) {}

  private text(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
    this.doc.text(this.drawable(text), x, y, { lineBreak: false, ...options });
  }

  /** Our name and address on the left, the document's title and the order's number on the right. */
  heading(order: ShownOrder) {
    const { doc, t } = this;
    const { street, locality, regionCode, postalCode } = SITE.address;
    doc.font(PDF_FONTS.semibold).fontSize(15).fillColor(BRAND);
    this.text(SITE.name, MARGIN, MARGIN);
    doc.font(PDF_FONTS.regular).fontSize(9).fillColor(MUTED);
    this.text(street, MARGIN, MARGIN + 20);
    this.text(`${locality} ${regionCode} ${postalCode}`, MARGIN, MARGIN + 31);
    this.text(SITE.phone, MARGIN, MARGIN + 42);
    doc.font(PDF_FONTS.semibold).fontSize(15).fillColor(INK);
    this.text(t("trade.order.pdf.title"), MARGIN, MARGIN, { width: CONTENT_WIDTH, align: "right" });
    doc.font(PDF_FONTS.regular).fontSize(11);
    this.text(t("trade.order.title", { number: order.number }), MARGIN, MARGIN + 20, {
      width: CONTENT_WIDTH,
      align: "right",
    });
    this.y = MARGIN + 66;
  }

  /** A status sentence for an order held for credit review: the buyer reads it before anything else. */
  status(order: ShownOrder) {
    if (order.status !== "credit_review") return;
    const { doc } = this;
    doc.font(PDF_FONTS.semibold).fontSize(10).fillColor(INK);
    const sentence = this.drawable(this.t("trade.order.creditReview", { number: order.number }));
    doc.text(sentence, MARGIN, this.y, { width: CONTENT_WIDTH });
    this.y = doc.y + 10;
  }

  /** The customer and the ship-to side by side, then the order's facts in two columns. */
  parties(order: ShownOrder, customer: OrderCustomer) {
    const { doc, t } = this;
    const half = CONTENT_WIDTH / 2;
    const block = (title: string, lines: readonly string[], x: number) => {
      doc.font(PDF_FONTS.semibold).fontSize(9).fillColor(MUTED);
      this.text(title, x, this.y);
      doc.font(PDF_FONTS.regular).fontSize(10).fillColor(INK);
      lines.forEach((line, index) => {
        this.text(line, x, this.y + 13 + index * 13, { width: half - 12, ellipsis: true });
      });
      return 13 + lines.length * 13;
    };
    const customerLines = [customer.name, t("trade.order.pdf.customerNumber", { number: customer.number })];
    const height = Math.max(
      block(t("trade.order.pdf.customer"), customerLines, MARGIN),
      block(t("trade.order.shipTo"), [order.shipTo.name, ...order.shipTo.lines], MARGIN + half),
    );
    this.y += height + 12;
    const facts = (
      [
        [t("trade.order.placedOn"), order.placedAt],
        [t("trade.order.buyer"), order.buyer],
        [t("trade.order.po"), order.poNumber || t("trade.order.noPo")],
        [t("trade.order.terms"), order.terms],
        [t("trade.order.requestedShipOn"), order.requestedShipOn],
        [t("trade.order.cancelOn"), order.cancelOn],
      ] as [string, string | null][]
    ).filter((fact): fact is [string, string] => fact[1] !== null);
    facts.forEach(([label, value], index) => {
      const x = MARGIN + (index % 2) * half;
      const y = this.y + Math.floor(index / 2) * 24;
      doc.font(PDF_FONTS.semibold).fontSize(8).fillColor(MUTED);
      this.text(label, x, y, { width: half - 12, ellipsis: true });
      doc.font(PDF_FONTS.regular).fontSize(10).fillColor(INK);
      this.text(value, x, y + 10, { width: half - 12, ellipsis: true });
    });
    this.y += Math.ceil(facts.length / 2) * 24 + 4;
    if (order.notes) {
      doc.font(PDF_FONTS.semibold).fontSize(8).fillColor(MUTED);
      this.text(t("trade.order.notes"), MARGIN, this.y);
      doc.font(PDF_FONTS.regular).fontSize(10).fillColor(INK);
      doc.text(this.drawable(order.notes), MARGIN, this.y + 10, { width: CONTENT_WIDTH });
      this.y = doc.y + 8;
    }
    this.y += 6;
  }

  /** The lines' column titles, at the top of the table and of every page it runs onto. */
  private columnTitles() {
    const { doc, t } = this;
    const titles: Record<Column, string> = {
      line: t("trade.order.pdf.line"),
      item: t("trade.order.item"),
      description: t("trade.order.pdf.description"),
      size: t("trade.order.size"),
      ordered: t("trade.order.ordered"),
      shipping: t("trade.order.shipping"),
      backordered: t("trade.order.backordered"),
      price: t("trade.order.price"),
      total: t("trade.order.lineTotal"),
    };
    doc.font(PDF_FONTS.semibold).fontSize(7.5).fillColor(MUTED);
    let x = MARGIN;
    let tallest = 0;
    for (const column of COLUMNS) {
      const title = this.drawable(titles[column.key]);
      const options = { width: column.width - 4, align: column.figure ? "right" : "left" } as const;
      doc.text(title, x, this.y, options);
      tallest = Math.max(tallest, doc.heightOfString(title, options));
      x += column.width;
    }
    this.y += tallest + 3;
    doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + CONTENT_WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.y += 4;
  }

  /** A new page when `height` more would run into the footer. */
  private room(height: number, titles: boolean) {
    if (this.y + height <= BODY_BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    if (titles) this.columnTitles();
  }

  /** Every line of the order, a row each, the column titles again on each page. */
  lines(order: ShownOrder) {
    const { doc } = this;
    this.room(ROW * 3, false);
    this.columnTitles();
    doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(INK);
    for (const line of order.lines) {
      this.room(ROW, true);
      doc.font(PDF_FONTS.regular).fontSize(8.5).fillColor(INK);
      const cells: Record<Column, string> = {
        line: String(line.line),
        item: line.itemNumber,
        description: line.name,
        size: line.size,
        ordered: String(line.quantity),
        shipping: String(line.shipping),
        backordered: String(line.backordered),
        price: line.price,
        total: line.total,
      };
      let x = MARGIN;
      for (const column of COLUMNS) {
        this.text(cells[column.key], x, this.y, {
          width: column.width - 4,
          align: column.figure ? "right" : "left",
          ellipsis: !column.figure,
        });
        x += column.width;
      }
      this.y += ROW;
    }
  }

  /** The subtotal, each tax on its own named line, the total; then the promise and our registrations. */
  totals(order: ShownOrder) {
    const { doc, t } = this;
    const rows: [string, string][] = [
      [t("trade.order.subtotal"), order.subtotal],
      ...order.taxes.map((tax): [string, string] => [tax.label, tax.amount]),
      [t("trade.order.total"), order.total],
    ];
    this.room(rows.length * ROW + 16, false);
    this.y += 8;
    const left = MARGIN + CONTENT_WIDTH - 230;
    rows.forEach(([label, amount], index) => {
      const last = index === rows.length - 1;
      if (last) {
        doc
          .moveTo(left, this.y)
          .lineTo(MARGIN + CONTENT_WIDTH, this.y)
          .lineWidth(0.5)
          .strokeColor(RULE)
          .stroke();
        this.y += 3;
      }
      doc
        .font(last ? PDF_FONTS.semibold : PDF_FONTS.regular)
        .fontSize(last ? 10.5 : 9.5)
        .fillColor(INK);
      this.text(label, left, this.y, { width: 140 });
      this.text(amount, left + 140, this.y, { width: 90, align: "right" });
      this.y += ROW + (last ? 2 : 0);
    });
    const notes = [order.promise ?? "", ...order.registrations].filter(Boolean);
    this.room(notes.length * 24, false);
    this.y += 10;
    doc.font(PDF_FONTS.regular).fontSize(9).fillColor(MUTED);
    for (const note of notes) {
      doc.text(this.drawable(note), MARGIN, this.y, { width: CONTENT_WIDTH });
      this.y = doc.y + 4;
    }
  }

  /** "Page 2 of 7" at the foot of every page, once the number of pages is known. */
  pageNumbers() {
    const { doc, t } = this;
    const { start, count } = doc.bufferedPageRange();
    for (let page = start; page < start + count; page++) {
      doc.switchToPage(page);
      doc.font(PDF_FONTS.regular).fontSize(8).fillColor(MUTED);
      this.text(
        t("trade.order.pdf.page", { page: page + 1, pages: count }),
        MARGIN,
        PAGE.height - MARGIN - 10,
        {
          width: CONTENT_WIDTH,
          align: "right",
          height: 12,
        },
      );
    }
  }
}

/**
 * An order's confirmation as a PDF (issue 51 §3), in the order's document language (French for a Quebec
 * ship-to, Charter of the French language s. 57): our name and registrations, the customer, the buyer, PO,
 * terms, ship-to and every line, the taxes each on its line, the total in CAD. Undefined for an order that is
 * not `customerNumber`'s, so no id a request names reaches another retailer's order.
 */
export async function orderConfirmationPdf(
  database: Database,
  customerNumber: string,
  orderId: number,
): Promise<OrderPdf | undefined> {
  const placed = await database.db
    .selectFrom("orders")
    .innerJoin("customers", "customers.customer_number", "orders.customer_number")
    .select(["orders.document_language", "customers.legal_name", "customers.operating_name"])
    .where("orders.id", "=", orderId)
    .where("orders.customer_number", "=", customerNumber)
    .executeTakeFirst();
  if (!placed) return undefined;
  const language = placed.document_language as Language;
  const t = siteT(language);
  const order = await orderForCustomer(database, customerNumber, orderId, language, t);
  if (!order) return undefined;
  const PDFDocument = await pdfDocumentClass();
  const title = `${t("trade.order.pdf.title")} ${order.number}`;
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: 0, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: LANGUAGE_LOCALES[language],
    displayTitle: true,
    info: { Title: pdfInfoText(title), Author: pdfInfoText(SITE.name), Subject: pdfInfoText(title) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const confirmation = new Confirmation(doc, t, withInter(doc));
  confirmation.heading(order);
  confirmation.status(order);
  confirmation.parties(order, {
    name: placed.operating_name || placed.legal_name,
    number: customerNumber,
  });
  confirmation.lines(order);
  confirmation.totals(order);
  confirmation.pageNumbers();
  doc.end();
  await ended;
  return { fileName: t("trade.order.pdf.fileName", { number: order.number }), bytes: Buffer.concat(chunks) };
}
