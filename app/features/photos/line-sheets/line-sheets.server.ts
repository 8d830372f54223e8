import { SITE } from "@content/site";
import pLimit from "p-limit";
import { z } from "zod/mini";
import { companyFactsNow, publishedNow } from "~/features/live-content/index.server";
import { colourwayTerms, customerNamed } from "~/features/ordering/index.server";
import { companyView, displayPhone } from "~/lib/company-contact";
import { database } from "~/lib/database.server";
import { LANGUAGES, type Language } from "~/lib/languages";
import { errorFields, log } from "~/lib/log.server";
import { randomToken } from "~/lib/tokens.server";
import { type LineSheetItem, lineSheetItemsSchema } from "../batch-schema";
import {
  type DirectoryFields,
  directoryFields,
  directoryRange,
  type PhotoStore,
  streamFrom,
} from "../catalogue/index.server";
import {
  DOWNLOAD_LIFETIME_MS,
  LINE_SHEET_FILE_PREFIX,
  LINE_SHEET_MAX_ITEMS,
  LINE_SHEETS_API_PATH,
  PDF_CONTENT_TYPE,
  PHOTO_CHECKS_IN_FLIGHT,
} from "../constants";
import { prepareResizes } from "../exports/index.server";
import { fileTimestamp } from "../file-timestamp";
import { recordLineSheet } from "../history/index.server";
import { type LineSheetContact, type LineSheetPricing, lineSheetPdf } from "./line-sheet-document.server";

import { LINE_SHEET_LARGE_PHOTO, LINE_SHEET_SMALL_PHOTO, lineSheetPhoto } from "./line-sheet-photos.server";
import type { MadeLineSheet } from "./line-sheet-schema";
import { type LineSheetProduct, lineSheetStyles } from "./line-sheet-styles";

/** What a line sheet is made of, as stored and as a share link keeps it. */
export interface LineSheet {
  language: Language;
  manager: string;
  items: LineSheetItem[];
  /** The customer whose prices and terms it carries (its ERP number); null for a sheet without prices. */
  customer: string | null;
}

/** What a line sheet is made for: a brand's season (every season when empty), or item numbers as typed. */
export type LineSheetRange = { brand: string; season: string } | { items: string[] };

export const lineSheetFileName = (madeAt: number) =>
  `${LINE_SHEET_FILE_PREFIX}${fileTimestamp(new Date(madeAt))}.pdf`;

/** The items in range, each with what the directory says of it (nothing for an item it lacks). */
async function itemsInRange(
  store: PhotoStore,
  range: LineSheetRange,
  signal: AbortSignal,
): Promise<Map<string, DirectoryFields | undefined>> {
  if (!("items" in range)) return directoryRange(store, range, signal);
  const fields = await directoryFields(store, range.items, signal);
  return new Map(range.items.map((item) => [item, fields.get(item)]));
}

interface FoundItem {
  item: string;
  fields: DirectoryFields | undefined;
  photos: string[];
}

/**
 * Each item in range with what the directory says of it and its photos; or too many of them; or, when the
 * directory or the photos cannot be read (the photo origin down), a sheet that cannot be made now.
 */
async function lookUpRange(
  store: PhotoStore,
  range: LineSheetRange,
  signal: AbortSignal,
): Promise<
  | { outcome: "found"; found: FoundItem[] }
  | { outcome: "tooMany"; count: number }
  | { outcome: "unavailable" }
> {
  try {
    const inRange = await itemsInRange(store, range, signal);
    if (inRange.size > LINE_SHEET_MAX_ITEMS) return { outcome: "tooMany", count: inRange.size };
    // The photos are made once the sheet is asked for; the resizer gets ready while they are looked for.
    prepareResizes();
    const checks = pLimit(PHOTO_CHECKS_IN_FLIGHT);
    const found = await Promise.all(
      [...inRange].map(([item, fields]) =>
        checks(async () => ({ item, fields, photos: await store.findPhotos(item, "photos", signal) })),
      ),
    );
    return { outcome: "found", found };
  } catch (error) {
    if (signal.aborted) throw error;
    log.error(errorFields(error), "a line sheet's products could not be looked up");
    return { outcome: "unavailable" };
  }
}

/**
 * Makes a line sheet of the range: each item's photos looked up now, the sheet kept for as long as a prepared
 * download so its PDF can be fetched and shared, and the run written in the history. An item the directory
 * lists without photos stays, marked as coming; one that neither the directory nor the catalogue knows is
 * named and left out.
 */
export async function makeLineSheet(
  {
    range,
    language,
    manager,
    customer = null,
  }: { range: LineSheetRange; language: Language; manager: string; customer?: string | null },
  store: PhotoStore,
  signal: AbortSignal,
  now = Date.now(),
): Promise<MadeLineSheet> {
  const looked = await lookUpRange(store, range, signal);
  if (looked.outcome !== "found") return looked;
  const { found } = looked;
  const items = found.filter(({ fields, photos }) => fields !== undefined || photos.length > 0);
  const unknown = found.filter(({ fields, photos }) => fields === undefined && photos.length === 0);
  if (items.length === 0) return { outcome: "empty", unknown: unknown.map(({ item }) => item) };
  const stored = items.map(({ item, photos }) => ({ item, photos }));
  const id = randomToken(18);
  const { db } = await database();
  await db
    .deleteFrom("photo_line_sheets")
    .where("created_at", "<", now - DOWNLOAD_LIFETIME_MS)
    .execute();
  await db
    .insertInto("photo_line_sheets")
    .values({
      id,
      created_at: now,
      language,
      manager,
      items: JSON.stringify(stored),
      customer_number: customer,
    })
    .execute();
  await recordLineSheet({ language, items: stored }, id, now);
  const products = items.map(({ item, fields, photos }) => productOf(item, photos, fields));
  return {
    outcome: "made",
    id,
    url: `${LINE_SHEETS_API_PATH}/${id}`,
    fileName: lineSheetFileName(now),
    styles: lineSheetStyles(products).length,
    items: items.length,
    photoComing: items.filter(({ photos }) => photos.length === 0).map(({ item }) => item),
    unknown: unknown.map(({ item }) => item),
  };
}

const storedSheet = z.object({
  language: z.enum(LANGUAGES),
  manager: z.string(),
  items: lineSheetItemsSchema,
  customer: z.nullable(z.string()),
});

/** A line sheet made within the last hour, or undefined. */
export async function lineSheetById(
  id: string,
  now = Date.now(),
): Promise<(LineSheet & { madeAt: number }) | undefined> {
  const { db } = await database();
  const row = await db
    .selectFrom("photo_line_sheets")
    .select(["created_at", "language", "manager", "items", "customer_number"])
    .where("id", "=", id)
    .where("created_at", ">", now - DOWNLOAD_LIFETIME_MS)
    .executeTakeFirst();
  if (!row) return undefined;
  // Stored only after validation; checked again so the types stay honest without a cast.
  const sheet = storedSheet.parse({
    language: row.language,
    manager: row.manager,
    items: JSON.parse(row.items),
    customer: row.customer_number,
  });
  return { ...sheet, madeAt: Number(row.created_at) };
}

const productOf = (
  item: string,
  photos: string[],
  fields: DirectoryFields | undefined,
): LineSheetProduct => ({
  item,
  photos,
  brand: fields?.brand ?? "",
  season: fields?.season ?? "",
  name: fields?.name ?? "",
  color: fields?.color ?? "",
  material: fields?.material ?? "",
});

/**
 * The company as the site publishes it, and the brand manager: the brand's own address when the sheet is of
 * one of the brands the site presents, the head office's otherwise.
 */
function contactFor(language: Language, manager: string, brands: readonly string[]): LineSheetContact {
  const view = companyView(companyFactsNow(), language);
  const [only] = brands.length === 1 ? brands : [];
  const brand = only
    ? [...(publishedNow()?.brands.values() ?? [])].find(
        ({ published }) => published.brand.en.name.toLowerCase() === only.toLowerCase(),
      )
    : undefined;
  return {
    company: SITE.name,
    address: view.addressLines.slice(0, 2).join(", "),
    phone: displayPhone(view.phone),
    email: view.generalEmail,
    manager,
    managerEmail: brand?.published.brand[language].contact.email ?? view.generalEmail,
  };
}

/**
 * A customer's prices and terms for the sheet's colourways, as of the day it was made (decision 329); undefined
 * when the ERP no longer has the customer, so the sheet is drawn without prices rather than with none shown.
 */
async function customerPricing(
  customerNumber: string,
  items: readonly LineSheetItem[],
  madeAt: number,
): Promise<LineSheetPricing | undefined> {
  const db = await database();
  const customer = await customerNamed(db, customerNumber);
  if (!customer) return undefined;
  const terms = await colourwayTerms(
    db,
    customerNumber,
    items.map(({ item }) => item),
    madeAt,
  );
  return { customer: customer.name, terms };
}

/** The document's chunks as they are written; `onSent` is told how many bytes once the last has gone. */
async function* counted(
  pdf: AsyncIterable<Buffer>,
  onSent?: (bytes: number) => void,
): AsyncGenerator<Uint8Array, void, undefined> {
  let bytes = 0;
  for await (const chunk of pdf) {
    bytes += chunk.byteLength;
    yield chunk;
  }
  onSent?.(bytes);
}

/**
 * The line sheet's PDF as a download, drawn as it is sent: the directory read now for names, colours and
 * materials, the photos from the derived-image cache (made once). `onSent` is told the bytes once the last
 * one is read.
 */
export async function lineSheetResponse(
  sheet: LineSheet & { madeAt: number },
  store: PhotoStore,
  {
    signal,
    headOnly = false,
    onSent,
  }: { signal: AbortSignal; headOnly?: boolean; onSent?: (bytes: number) => void },
): Promise<Response> {
  const headers = {
    "Content-Type": PDF_CONTENT_TYPE,
    "Content-Disposition": `attachment; filename="${lineSheetFileName(sheet.madeAt)}"`,
    "Cache-Control": "no-store",
  };
  if (headOnly) return new Response(null, { headers });
  const fields = await directoryFields(
    store,
    sheet.items.map(({ item }) => item),
    signal,
  );
  const styles = lineSheetStyles(
    sheet.items.map(({ item, photos }) => productOf(item, photos, fields.get(item))),
  );
  const brands = [...new Set(styles.map(({ brand }) => brand).filter(Boolean))];
  const pdf = await lineSheetPdf({
    language: sheet.language,
    pricing: sheet.customer ? await customerPricing(sheet.customer, sheet.items, sheet.madeAt) : undefined,
    styles,
    contact: contactFor(sheet.language, sheet.manager, brands),
    madeAt: sheet.madeAt,
    photo: (photo, size) =>
      lineSheetPhoto(store, photo, size === "large" ? LINE_SHEET_LARGE_PHOTO : LINE_SHEET_SMALL_PHOTO),
  });
  signal.addEventListener("abort", () => pdf.destroy(), { once: true });
  return new Response(streamFrom(counted(pdf, onSent)), { headers });
}
