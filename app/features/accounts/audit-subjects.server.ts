import { COPY_PAGES, type CopyPage } from "@content/pages/copy";
import { z } from "zod";
import type { Translate } from "~/features/i18n";
import {
  BRAND_KIND,
  COMPANY_KIND,
  LINEUP_KIND,
  PAGE_KIND,
  publishedBrandName,
} from "~/features/live-content/index.server";
import { PHOTO_HISTORY_PAGE, PHOTO_LINE_SHEETS_PAGE, PHOTO_SHARES_PAGE } from "~/features/photos";
import { APPLICATIONS_PATH } from "~/features/retailers";
import { ACCOUNTS_PATH, MESSAGES_PATH, STUDIO_PATH } from "~/features/tools";
import { STORE_LIST_PATH } from "~/features/where-to-buy";
import { database } from "~/lib/database.server";
import { AUDIT_RECORD_KINDS, type AuditAction, type AuditRecordKind } from "./audit-actions";
import { shownName } from "./shown-name";

type TableKind = Exclude<AuditRecordKind, "content">;

/** What a row of the log is about, in words, with the page where it can be seen when there is one. */
export interface AuditSubject {
  text: string;
  href?: string;
}

/** How many ids one lookup asks for. */
const LOOKUP_SLICE = 500;

const isCopyPage = (id: string): id is CopyPage => (COPY_PAGES as readonly string[]).includes(id);

/** A number id as the tables keep them; anything else names no row. */
function rowId(record: string): number | undefined {
  return /^[1-9]\d{0,14}$/.test(record) ? Number(record) : undefined;
}

const sender = z.object({ firstName: z.string(), lastName: z.string() }).partial();
const business = z.object({ operatingName: z.string(), legalName: z.string() }).partial();

/** The first and last name of a lead's stored submission; the lead's words are never read. */
function senderOf(submission: string): string | undefined {
  const parsed = sender.safeParse(JSON.parse(submission));
  return parsed.success
    ? [parsed.data.firstName, parsed.data.lastName].join(" ").trim() || undefined
    : undefined;
}

/** The business an application is from: its operating name, or its legal name. */
function businessOf(details: string): string | undefined {
  const parsed = business.safeParse(JSON.parse(details));
  return parsed.success
    ? parsed.data.operatingName?.trim() || parsed.data.legalName?.trim() || undefined
    : undefined;
}

/**
 * The names, as they are now, of the records of `kind` among `ids`: one query per kind, whatever the number of
 * rows. A record deleted since (a held lead deleted, an export past its lifetime) is absent from the answer.
 * These are read-only lookups of other rooms' tables (decision 268): their doors find one record at a time,
 * and the studio records its publications through this room, so it cannot be asked back.
 */
async function namesOf(kind: TableKind, all: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  // A year's export names many records: asked for in slices, under either engine's limit on a query's values.
  for (let start = 0; start < all.length; start += LOOKUP_SLICE) {
    for (const [id, name] of await namesOfSlice(kind, all.slice(start, start + LOOKUP_SLICE)))
      found.set(id, name);
  }
  return found;
}

async function namesOfSlice(kind: TableKind, ids: readonly string[]): Promise<Map<string, string>> {
  const { db } = await database();
  const numbers = ids.flatMap((id) => rowId(id) ?? []);
  const pairs = async (rows: Promise<{ id: number | string; name: string | undefined }[]>) =>
    new Map((await rows).flatMap(({ id, name }) => (name ? [[String(id), name] as const] : [])));
  if (ids.length === 0) return new Map();
  switch (kind) {
    case "account":
      if (numbers.length === 0) return new Map();
      return pairs(
        db
          .selectFrom("staff_accounts")
          .select(["id", "name", "email"])
          .where("id", "in", numbers)
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: shownName(row) }))),
      );
    case "message":
      if (numbers.length === 0) return new Map();
      return pairs(
        db
          .selectFrom("contact_outbox")
          .select(["id", "submission"])
          .where("id", "in", numbers)
          .where("kind", "=", "lead")
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: senderOf(row.submission) }))),
      );
    case "application":
      if (numbers.length === 0) return new Map();
      return pairs(
        db
          .selectFrom("retail_applications")
          .select(["id", "details"])
          .where("id", "in", numbers)
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: businessOf(row.details) }))),
      );
    case "share":
      if (numbers.length === 0) return new Map();
      return pairs(
        db
          .selectFrom("photo_shares")
          .select(["id", "token_hint"])
          .where("id", "in", numbers)
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: row.token_hint }))),
      );
    case "export":
      return pairs(
        db
          .selectFrom("photo_downloads")
          .select(["id", "file_name"])
          .where("id", "in", [...ids])
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: row.file_name }))),
      );
    case "lineSheet":
      return pairs(
        db
          .selectFrom("photo_line_sheets")
          .select(["id", "manager"])
          .where("id", "in", [...ids])
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: row.manager }))),
      );
    case "buyer":
      if (numbers.length === 0) return new Map();
      return pairs(
        db
          .selectFrom("buyer_accounts")
          .select(["id", "name", "email", "customer_number"])
          .where("id", "in", numbers)
          .execute()
          .then((rows) =>
            rows.map((row) => ({ id: row.id, name: `${shownName(row)} (${row.customer_number})` })),
          ),
      );
    case "storeList":
      if (numbers.length === 0) return new Map();
      return pairs(
        db
          .selectFrom("store_lists")
          .select(["id", "file_name"])
          .where("id", "in", numbers)
          .execute()
          .then((rows) => rows.map((row) => ({ id: row.id, name: row.file_name }))),
      );
  }
}

/** Where a record of `kind` can be seen in the tools; a buyer has no tools page of their own yet. */
function pageOf(kind: TableKind, id: string): string | undefined {
  switch (kind) {
    case "account":
      return `${ACCOUNTS_PATH}/${id}`;
    case "message":
      return `${MESSAGES_PATH}/${id}`;
    case "application":
      return `${APPLICATIONS_PATH}/${id}`;
    case "share":
      return PHOTO_SHARES_PAGE;
    case "export":
      return PHOTO_HISTORY_PAGE;
    case "lineSheet":
      return PHOTO_LINE_SHEETS_PAGE;
    case "storeList":
      return STORE_LIST_PATH;
    case "buyer":
      return undefined;
  }
}

const hrefOf = (href: string | undefined) => (href === undefined ? {} : { href });

/** A studio item (`brand:dockers`, `page:about`, `lineup:brands`, `company:facts`) in words, with its studio page. */
function contentSubject(record: string, t: Translate): AuditSubject {
  const [kind = "", item = ""] = record.split(":");
  if (kind === BRAND_KIND) {
    const name = publishedBrandName(item);
    return name
      ? { text: t("tools.audit.subjects.brand.named", { name }), href: `${STUDIO_PATH}/brands/${item}` }
      : { text: t("tools.audit.subjects.brand.gone", { id: item }) };
  }
  if (kind === PAGE_KIND) {
    return isCopyPage(item)
      ? {
          text: t("tools.audit.subjects.page.named", { name: t(`studio.pages.names.${item}`) }),
          href: `${STUDIO_PATH}/pages/${item}`,
        }
      : { text: t("tools.audit.subjects.page.gone", { id: item }) };
  }
  if (kind === LINEUP_KIND) return { text: t("tools.audit.subjects.lineup"), href: `${STUDIO_PATH}/line-up` };
  if (kind === COMPANY_KIND)
    return { text: t("tools.audit.subjects.company"), href: `${STUDIO_PATH}/company` };
  return { text: record };
}

/**
 * What each row is about, by row id, in the reader's language: the account, lead, application, share link,
 * export, line sheet, studio item or store list its record names, by name and linked to its page; a record
 * deleted since reads as such, with its number. Rows that name no record are absent.
 */
export async function auditSubjects(
  rows: readonly { id: number; action: AuditAction; record: string | null }[],
  t: Translate,
): Promise<Map<number, AuditSubject>> {
  const wanted = new Map<TableKind, Set<string>>();
  for (const row of rows) {
    const kind = AUDIT_RECORD_KINDS[row.action];
    if (!kind || kind === "content" || row.record === null) continue;
    wanted.set(kind, (wanted.get(kind) ?? new Set()).add(row.record));
  }
  const names = new Map(
    await Promise.all([...wanted].map(async ([kind, ids]) => [kind, await namesOf(kind, [...ids])] as const)),
  );
  const subjects = new Map<number, AuditSubject>();
  for (const row of rows) {
    if (row.record === null) continue;
    const kind = AUDIT_RECORD_KINDS[row.action];
    if (!kind) {
      subjects.set(row.id, { text: row.record });
    } else if (kind === "content") {
      subjects.set(row.id, contentSubject(row.record, t));
    } else {
      const name = names.get(kind)?.get(row.record);
      subjects.set(
        row.id,
        name
          ? { text: t(`tools.audit.subjects.${kind}.named`, { name }), ...hrefOf(pageOf(kind, row.record)) }
          : { text: t(`tools.audit.subjects.${kind}.gone`, { id: row.record }) },
      );
    }
  }
  return subjects;
}
