import type { Translate } from "~/features/i18n";
import { companyDayStart, formatCompanyTimestamp } from "~/lib/company-time";
import { database } from "~/lib/database.server";
import { spreadsheetCsv, spreadsheetText } from "~/lib/spreadsheet-cell";
import { type AuditAction, isAuditAction } from "./audit-actions";
import type { AuditFilter } from "./audit-filter";
import type { AuditSubject } from "./audit-subjects.server";
import { shownName } from "./shown-name";

/** One row of the audit log as the Audit page and its CSV show it. */
export interface AuditRow {
  id: number;
  at: number;
  /** Null for a failed sign-in that named no account; a buyer's with the customer they buy for (decision 330). */
  actor: AuditActor | null;
  action: AuditAction;
  record: string | null;
  detail: Record<string, string | number | boolean | null> | null;
  ipPrefix: string;
}

/** Who acted: a staff member, or a retail customer's buyer. */
export type AuditActor =
  | { kind: "staff"; id: number; name: string; email: string }
  | { kind: "buyer"; id: number; name: string; email: string; customerNumber: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day after `day`: where `day` ends, whatever clock change falls between them. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

function parseDetail(text: string | null): AuditRow["detail"] {
  if (!text) return null;
  const value: unknown = JSON.parse(text);
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string | number | boolean | null] =>
            entry[1] === null || ["string", "number", "boolean"].includes(typeof entry[1]),
        ),
      )
    : null;
}

async function selectRows(filter: AuditFilter) {
  const { db } = await database();
  return db
    .selectFrom("audit_log")
    .leftJoin("staff_accounts", "staff_accounts.id", "audit_log.actor_id")
    .leftJoin("buyer_accounts", "buyer_accounts.id", "audit_log.buyer_id")
    .$if(filter.actor !== undefined, (query) => query.where("audit_log.actor_id", "=", filter.actor ?? 0))
    .$if(filter.action !== undefined, (query) => query.where("audit_log.action", "=", filter.action ?? ""))
    .$if(filter.from !== undefined, (query) =>
      query.where("audit_log.at", ">=", companyDayStart(filter.from ?? "")),
    )
    .$if(filter.to !== undefined, (query) =>
      query.where("audit_log.at", "<", companyDayStart(nextDay(filter.to ?? ""))),
    );
}

interface ActorColumns {
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  buyer_id: number | null;
  buyer_name: string | null;
  buyer_email: string | null;
  buyer_customer: string | null;
}

function actorOf(row: ActorColumns): AuditActor | null {
  if (row.actor_id !== null && row.actor_name !== null && row.actor_email !== null) {
    return { kind: "staff", id: row.actor_id, name: row.actor_name, email: row.actor_email };
  }
  if (row.buyer_id !== null && row.buyer_name !== null && row.buyer_email !== null) {
    const customerNumber = row.buyer_customer ?? "";
    return { kind: "buyer", id: row.buyer_id, name: row.buyer_name, email: row.buyer_email, customerNumber };
  }
  return null;
}

/** A page of the log, newest first, and how many rows the filter matches in all. */
export async function auditPage(
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const matching = await selectRows(filter);
  const [rows, count] = await Promise.all([
    matching
      .select([
        "audit_log.id",
        "audit_log.at",
        "audit_log.action",
        "audit_log.record",
        "audit_log.detail",
        "audit_log.ip_prefix",
        "staff_accounts.id as actor_id",
        "staff_accounts.name as actor_name",
        "staff_accounts.email as actor_email",
        "buyer_accounts.id as buyer_id",
        "buyer_accounts.name as buyer_name",
        "buyer_accounts.email as buyer_email",
        "buyer_accounts.customer_number as buyer_customer",
      ])
      .orderBy("audit_log.at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    matching.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    rows: rows.flatMap((row) => {
      if (!isAuditAction(row.action)) return [];
      return [
        {
          id: row.id,
          at: row.at,
          actor: actorOf(row),
          action: row.action,
          record: row.record,
          detail: parseDetail(row.detail),
          ipPrefix: row.ip_prefix,
        },
      ];
    }),
  };
}

/** An actor as one line: a buyer's name says which customer they buy for. */
export function actorText(actor: AuditActor, t: Translate): string {
  const name = shownName(actor);
  return actor.kind === "buyer"
    ? t("tools.audit.buyerActor", { name, customer: actor.customerNumber })
    : name;
}

/** "filter=…; rows=12": the detail of a row as one cell of text. */
export function detailText(detail: AuditRow["detail"]): string {
  return detail
    ? Object.entries(detail)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => `${key}=${String(value)}`)
        .join("; ")
    : "";
}

/**
 * The rows as CSV, headed in the reader's language, each record by what `auditSubjects` named it; a BOM so
 * Excel reads UTF-8; every cell spreadsheet-safe.
 */
export function auditCsv(
  rows: AuditRow[],
  t: Translate,
  subjects: ReadonlyMap<number, AuditSubject>,
): string {
  const header = [
    `${t("tools.audit.when")} (${t("tools.audit.time")})`,
    t("tools.audit.who"),
    t("tools.audit.email"),
    t("tools.audit.what"),
    t("tools.audit.record"),
    t("tools.audit.detail"),
    t("tools.audit.from"),
  ];
  const lines = rows.map((row) =>
    [
      formatCompanyTimestamp(row.at),
      row.actor ? actorText(row.actor, t) : t("tools.audit.nobody"),
      row.actor?.email ?? "",
      t(`tools.audit.actions.${row.action}`),
      subjects.get(row.id)?.text ?? row.record ?? "",
      detailText(row.detail),
      row.ipPrefix,
    ].map(spreadsheetText),
  );
  return spreadsheetCsv([header, ...lines]);
}
