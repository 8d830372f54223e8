import type { Readable } from "node:stream";
import { SITE } from "@content/site";
import type { Translate } from "~/features/i18n";
import { siteT } from "~/features/i18n/index.server";
import type { ColourwayTerms } from "~/features/ordering/index.server";
import { pdfInfoText } from "~/lib/escape";
import { dateTimeFormat, numberFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";
import { errorFields, log } from "~/lib/log.server";
import { PDF_FONTS, pdfDocumentClass, pdfFonts, withInter } from "~/lib/pdf/pdf-document.server";
import { colourName } from "./colour-names";
import { type LineSheetProduct, type LineSheetStyle, lineSheetTitle } from "./line-sheet-styles";
import { seasonName } from "./season-codes";

/** Who the sheet comes from, on every page: the company, and the brand manager a buyer asks for. */
export interface LineSheetContact {
  company: string;
  address: string;
  phone: string;
  email: string;
  manager: string;
  managerEmail: string;
}

export type PhotoSize = "large" | "small";

/** A customer's prices and terms on its line sheet (decision 329): each colourway's, by item number. */
export interface LineSheetPricing {
  /** The customer as the cover names it. */
  customer: string;
  terms: ReadonlyMap<string, ColourwayTerms>;
}

export interface LineSheetPrint {
  language: Language;
  /** Prices and terms for one customer; undefined for a sheet without prices. */
  pricing?: LineSheetPricing;
  styles: readonly LineSheetStyle[];
  contact: LineSheetContact;
  madeAt: number;
  /** A photo for the sheet as JPEG bytes, or undefined when it cannot be had (it then shows as coming). */
  photo: (
    photo: { item: string; fileName: string; color: string; season: string },
    size: PhotoSize,
  ) => Promise<Buffer | undefined>;
}

/** US Letter, the paper Canadian offices print on, in points (72 to the inch). */
const PAGE = { width: 612, height: 792 };
const MARGIN = 40;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const HEADER_HEIGHT = 22;
const FOOTER_TOP = PAGE.height - MARGIN - 22;
/** The style's photo, and its colourways' beside it, four to a row. */
const LARGE = 190;
const GUTTER = 18;
const SMALL = 60;
const COLUMNS = 4;
const DETAILS_X = MARGIN + LARGE + GUTTER;
const DETAILS_WIDTH = CONTENT_WIDTH - LARGE - GUTTER;
const CELL_WIDTH = DETAILS_WIDTH / COLUMNS;
const CELL_HEIGHT = SMALL + 30;
/** A customer's sheet adds a line under each colourway (its next delivery) and one to the style's details. */
const PRICED_CELL_HEIGHT = CELL_HEIGHT + 11;
/** The style's name and facts above its colourways. */
const DETAILS_HEIGHT = 60;
const PRICED_DETAILS_HEIGHT = DETAILS_HEIGHT + 15;
const STYLE_GAP = 16;
/** Styles whose photos are being made ahead of the one drawn: the disk and the resizer stay busy. */
const LOOKAHEAD = 6;

const INK = "#141a2b";
const MUTED = "#4d5670";
const BRAND = "#243f89";
const RULE = "#cbd5e1";
const COMING = "#eef1f6";

const REGULAR = PDF_FONTS.regular;
const SEMIBOLD = PDF_FONTS.semibold;

/**
 * Loads the PDF library and the fonts while a person fills in the line-sheet form, rather than after they
 * ask for the sheet: the first time, that takes the server's thread a few hundred milliseconds, which the
 * sheet then spends on its photos. A server nobody makes sheets on still never loads them (decision 255).
 */
export function prepareLineSheets(): void {
  void pdfDocumentClass()
    .then(pdfFonts)
    .catch((error: unknown) => log.error(errorFields(error), "the line sheets' PDF library did not load"));
}

type Document = PDFKit.PDFDocument;
type Image = PDFKit.Mixins.OpenedImage;

interface StylePhotos {
  large: Image | undefined;
  /** Each colourway's photo, in order; the one the large photo shows reuses it. */
  colourways: (Image | undefined)[];
}

/** A style's photos as JPEG bytes, made before the document needs them (undefined: coming). */
interface StylePhotoBytes {
  large: Buffer | undefined;
  /** Each colourway's small photo; none for the colourway the large photo shows. */
  colourways: (Buffer | undefined)[];
}

/** The first colourway with a photo: the style's large photo is its first. */
const leadingColourway = (style: LineSheetStyle) => style.colourways.find(({ photos }) => photos.length > 0);

async function photoBytesOf(style: LineSheetStyle, print: LineSheetPrint): Promise<StylePhotoBytes> {
  const lead = leadingColourway(style);
  const made = async (product: LineSheetProduct | undefined, size: PhotoSize) => {
    const fileName = product?.photos[0];
    if (!product || !fileName) return undefined;
    const { item, color, season } = product;
    return print.photo({ item, fileName, color, season }, size);
  };
  const [large, ...colourways] = await Promise.all([
    made(lead, "large"),
    ...style.colourways.map((colourway) => (colourway === lead ? undefined : made(colourway, "small"))),
  ]);
  return { large, colourways };
}

/** The style's photos opened in the document, each once. */
function opened(doc: Document, style: LineSheetStyle, bytes: StylePhotoBytes): StylePhotos {
  const lead = leadingColourway(style);
  const open = (photo: Buffer | undefined) => (photo ? doc.openImage(photo) : undefined);
  const large = open(bytes.large);
  return {
    large,
    colourways: style.colourways.map((colourway, index) =>
      colourway === lead ? large : open(bytes.colourways[index]),
    ),
  };
}

class Sheet {
  private page = 0;
  y = MARGIN;

  constructor(
    private readonly doc: Document,
    private readonly t: Translate,
    private readonly print: LineSheetPrint,
    private readonly heading: string,
    /** Text as the fonts can draw it: every string is set through it. */
    private readonly drawable: (text: string) => string,
  ) {}

  /** A new page with its footer (and, after the cover, the sheet's name as a running head). */
  newPage(): void {
    const { doc, t, print } = this;
    doc.addPage();
    this.page += 1;
    const { contact } = print;
    doc.font(SEMIBOLD).fontSize(8).fillColor(INK);
    this.line(
      [contact.company, contact.address, contact.phone, contact.email].join("  ·  "),
      MARGIN,
      FOOTER_TOP,
      CONTENT_WIDTH,
    );
    doc.font(REGULAR).fillColor(MUTED);
    const manager = [contact.manager, contact.managerEmail].filter(Boolean).join("  ·  ");
    this.line(t("photos.lineSheetPdf.manager", { manager }), MARGIN, FOOTER_TOP + 11, CONTENT_WIDTH - 60);
    doc.text(this.drawable(t("photos.lineSheetPdf.page", { page: this.page })), MARGIN, FOOTER_TOP + 11, {
      width: CONTENT_WIDTH,
      align: "right",
      lineBreak: false,
    });
    this.y = MARGIN;
    if (this.page === 1) return;
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    this.line(this.heading, MARGIN, MARGIN, CONTENT_WIDTH);
    doc
      .moveTo(MARGIN, MARGIN + 13)
      .lineTo(MARGIN + CONTENT_WIDTH, MARGIN + 13)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.y = MARGIN + HEADER_HEIGHT;
  }

  /** Room left above the footer. */
  room(): number {
    return FOOTER_TOP - 12 - this.y;
  }

  cover(styleCount: number, colourwayCount: number): void {
    const { doc, t, print } = this;
    const { brands, seasons } = lineSheetTitle(print.styles);
    const seasonNames = seasons.map((code) => seasonName(code, t));
    this.newPage();
    doc.font(SEMIBOLD).fontSize(10).fillColor(BRAND);
    this.line(print.contact.company.toUpperCase(), MARGIN, MARGIN + 40, CONTENT_WIDTH);
    doc
      .font(REGULAR)
      .fontSize(14)
      .fillColor(MUTED)
      .text(this.drawable(t("photos.lineSheetPdf.title")), MARGIN, 260);
    doc
      .font(SEMIBOLD)
      .fontSize(34)
      .fillColor(INK)
      .text(this.drawable(brands.join(" · ") || t("photos.lineSheetPdf.title")), MARGIN, 282, {
        width: CONTENT_WIDTH,
        height: 130,
        ellipsis: true,
      });
    if (seasons.length > 0)
      doc
        .font(REGULAR)
        .fontSize(18)
        .fillColor(INK)
        .text(
          this.drawable(
            t("photos.lineSheetPdf.seasons", { count: seasons.length, seasons: seasonNames.join(", ") }),
          ),
          { width: CONTENT_WIDTH },
        );
    const below = doc.y + 24;
    doc
      .moveTo(MARGIN, below)
      .lineTo(MARGIN + 120, below)
      .lineWidth(2)
      .strokeColor(BRAND)
      .stroke();
    doc.font(REGULAR).fontSize(11).fillColor(MUTED);
    const counts = [
      t("photos.lineSheetPdf.styles", { count: styleCount }),
      t("photos.lineSheetPdf.colourways", { count: colourwayCount }),
    ];
    doc.text(this.drawable(counts.join(" · ")), MARGIN, below + 18);
    const date = dateTimeFormat(LANGUAGE_LOCALES[print.language], {
      timeZone: SITE.timeZone,
      dateStyle: "long",
    });
    doc.text(this.drawable(t("photos.lineSheetPdf.madeOn", { date: date.format(print.madeAt) })));
    const prices = print.pricing
      ? t("photos.lineSheetPdf.pricesFor", {
          customer: print.pricing.customer,
          date: date.format(print.madeAt),
        })
      : t("photos.lineSheetPdf.prices");
    doc.moveDown(1.2).text(this.drawable(prices), { width: CONTENT_WIDTH * 0.7 });
  }

  /** A photo, fitted and centred in its square, or the "photo coming" mark in its place. */
  photo(image: Image | undefined, x: number, y: number, side: number): void {
    const { doc, t } = this;
    if (image) {
      doc.image(image, x, y, { fit: [side, side], align: "center", valign: "center" });
      return;
    }
    doc.rect(x, y, side, side).fillColor(COMING).fill();
    doc
      .font(SEMIBOLD)
      .fontSize(side > SMALL ? 12 : 7)
      .fillColor(MUTED);
    const label = this.drawable(t("photos.lineSheetPdf.photoComing"));
    const height = doc.heightOfString(label, { width: side - 8 });
    doc.text(label, x + 4, y + (side - height) / 2, { width: side - 8, align: "center" });
  }

  style(style: LineSheetStyle, photos: StylePhotos): void {
    const { doc, t } = this;
    const cellHeight = this.print.pricing ? PRICED_CELL_HEIGHT : CELL_HEIGHT;
    const detailsHeight = this.print.pricing ? PRICED_DETAILS_HEIGHT : DETAILS_HEIGHT;
    const rows = Math.ceil(style.colourways.length / COLUMNS);
    // A style starts on a new page unless its photo and two rows of colourways fit; longer ones continue over.
    const needed = Math.max(LARGE, detailsHeight + Math.min(rows, 2) * cellHeight);
    if (this.room() < needed) this.newPage();
    const top = this.y;
    this.photo(photos.large, MARGIN, top, LARGE);
    this.details(style, top);
    let y = top + detailsHeight;
    for (let row = 0; row < rows; row += 1) {
      if (FOOTER_TOP - 12 - y < cellHeight) {
        this.newPage();
        this.details(style, this.y, t("photos.lineSheetPdf.continued"));
        y = this.y + detailsHeight;
      }
      style.colourways.slice(row * COLUMNS, (row + 1) * COLUMNS).forEach((colourway, column) => {
        this.colourway(
          colourway,
          photos.colourways[row * COLUMNS + column],
          DETAILS_X + column * CELL_WIDTH,
          y,
        );
      });
      y += cellHeight;
    }
    const continued = this.y !== top;
    const bottom = continued ? y : Math.max(y, top + LARGE);
    doc
      .moveTo(MARGIN, bottom + STYLE_GAP / 2)
      .lineTo(MARGIN + CONTENT_WIDTH, bottom + STYLE_GAP / 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    this.y = bottom + STYLE_GAP;
  }

  private details(style: LineSheetStyle, top: number, continued?: string): void {
    const { doc, t } = this;
    const name = style.name || style.colourways[0]?.item || "";
    doc.font(SEMIBOLD).fontSize(15).fillColor(INK);
    this.line(continued ? `${name} (${continued})` : name, DETAILS_X, top, DETAILS_WIDTH);
    const facts = [
      style.brand,
      style.seasons.length > 0
        ? t("photos.lineSheetPdf.seasons", {
            count: style.seasons.length,
            seasons: style.seasons.map((code) => seasonName(code, t)).join(", "),
          })
        : "",
      style.materials.length > 0
        ? t("photos.lineSheetPdf.material", { material: style.materials.join(", ") })
        : "",
    ].filter(Boolean);
    doc.font(REGULAR).fontSize(9.5).fillColor(MUTED);
    this.line(facts.join("  ·  "), DETAILS_X, top + 22, DETAILS_WIDTH);
    this.line(
      t("photos.lineSheetPdf.colourways", { count: style.colourways.length }),
      DETAILS_X,
      top + 37,
      DETAILS_WIDTH,
    );
    const terms = this.styleTerms(style);
    if (terms) {
      doc.font(SEMIBOLD).fillColor(INK);
      this.line(terms, DETAILS_X, top + 52, DETAILS_WIDTH);
    }
  }

  /**
   * A customer's sheet: the style's price (its colourways' lowest to highest), MSRP and size run, as one line;
   * undefined on a sheet without prices or for a style the catalogue does not have.
   */
  private styleTerms(style: LineSheetStyle): string | undefined {
    const { t, print } = this;
    const all = style.colourways.flatMap(({ item }) => {
      const terms = print.pricing?.terms.get(item);
      return terms ? [terms] : [];
    });
    const [first] = all;
    if (!first) return undefined;
    const money = numberFormat(LANGUAGE_LOCALES[print.language], { style: "currency", currency: "CAD" });
    const priced = all.flatMap(({ price }) => (price ? [price] : []));
    const low = Math.min(...priced.map((price) => price.low));
    const high = Math.max(...priced.map((price) => price.high));
    const price =
      priced.length === 0
        ? t("photos.lineSheetPdf.noPrice")
        : t("photos.lineSheetPdf.wholesale", {
            price:
              low === high
                ? money.format(low / 100)
                : `${money.format(low / 100)}–${money.format(high / 100)}`,
          });
    const sizes = first.sizes.length > 1 ? `${first.sizes[0]}–${first.sizes.at(-1)}` : (first.sizes[0] ?? "");
    return [
      price,
      t("photos.lineSheetPdf.msrp", { price: money.format(first.msrpCents / 100) }),
      t("photos.lineSheetPdf.sizes", {
        sizes: first.widths.length > 0 ? `${sizes} (${first.widths.join(", ")})` : sizes,
      }),
    ].join("  ·  ");
  }

  private colourway(product: LineSheetProduct, image: Image | undefined, x: number, y: number): void {
    const { doc } = this;
    this.photo(image, x, y, SMALL);
    doc.font(SEMIBOLD).fontSize(8).fillColor(INK);
    this.line(product.item, x, y + SMALL + 4, CELL_WIDTH - 6);
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    this.line(colourName(product.color, this.print.language), x, y + SMALL + 15, CELL_WIDTH - 6);
    const delivery = this.print.pricing?.terms.get(product.item)?.nextDelivery;
    if (delivery) {
      const day = dateTimeFormat(LANGUAGE_LOCALES[this.print.language], {
        month: "short",
        day: "numeric",
        timeZone: "UTC",
      }).format(Date.parse(`${delivery}T12:00:00Z`));
      this.line(this.t("photos.lineSheetPdf.nextDelivery", { date: day }), x, y + SMALL + 26, CELL_WIDTH - 6);
    }
  }

  /**
   * A line of text that never wraps: cut with an ellipsis rather than run into what is beside or below it
   * (the PDF library cuts only at the foot of a box, so the box is one line high). One that fits, as nearly
   * all do, is set as it is: the line wrapper's word-by-word measuring took a fifth of the time spent
   * drawing the styles.
   */
  private line(line: string, x: number, y: number, width: number): void {
    const { doc } = this;
    const text = this.drawable(line);
    if (doc.widthOfString(text) <= width) doc.text(text, x, y, { lineBreak: false });
    else doc.text(text, x, y, { width, height: doc.currentLineHeight(true), ellipsis: true });
  }
}

/**
 * The line sheet as a PDF, written as it is drawn (decision 252): a cover with the brands and seasons, then
 * one entry per style, its first photo large and each colourway small beside its item number and colour, the
 * company's contact and the brand manager on every page. A sheet made for a customer adds its price, MSRP and size
 * run to each style and the next delivery to each colourway (decision 329); others have no prices. Photos are made
 * a few styles ahead of the one drawn; a photo that cannot be had is marked as coming.
 */
export async function lineSheetPdf(print: LineSheetPrint): Promise<Readable> {
  const made: Promise<StylePhotoBytes>[] = [];
  const ahead = (index: number) => {
    for (let next = made.length; next < Math.min(print.styles.length, index + LOOKAHEAD); next += 1) {
      const style = print.styles[next];
      if (!style) continue;
      const photos = photoBytesOf(style, print);
      // Awaited when its style is drawn; a sheet that fails first must not leave its failure unheard.
      photos.catch(() => undefined);
      made.push(photos);
    }
  };
  // The first styles' photos are made while the PDF library loads, if the form's page has not loaded it.
  ahead(0);
  const PDFDocument = await pdfDocumentClass();
  const t = siteT(print.language);
  const { brands, seasons: seasonCodes } = lineSheetTitle(print.styles);
  const seasons = seasonCodes.map((code) => seasonName(code, t));
  const title = [t("photos.lineSheetPdf.title"), ...brands, ...seasons].join(" · ");
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN, bottom: 0, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    lang: LANGUAGE_LOCALES[print.language],
    displayTitle: true,
    info: {
      Title: pdfInfoText(title),
      Author: pdfInfoText(print.contact.company),
      Subject: pdfInfoText(t("photos.lineSheetPdf.title")),
    },
  });
  // Both weights cover the same characters.
  const sheet = new Sheet(doc, t, print, [...brands, ...seasons].join(" · "), withInter(doc));
  const colourways = print.styles.reduce((sum, { colourways }) => sum + colourways.length, 0);
  sheet.cover(print.styles.length, colourways);
  sheet.newPage();
  (async () => {
    for (const [index, style] of print.styles.entries()) {
      ahead(index + 1);
      const bytes = await made[index];
      if (doc.destroyed) return;
      if (bytes) sheet.style(style, opened(doc, style, bytes));
    }
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
