import { PROVINCE_CODES, type ProvinceCode } from "@content/company/fields";
import { gstHstOf, postalCodeFitsProvince, postalCodeOf, qstOf } from "~/lib/canada-post";
import type { CustomerColumn } from "./columns";
import { CUSTOMER_COLUMNS } from "./columns";
import { centsOf, isErpCode } from "./feed-cells";
import type { FeedRow, RefusedRow, RowProblem } from "./feed-csv.server";

/** The longest a name, a street or a city may be; terms and a PST number are shorter. */
const CELL_MAX_LENGTH = 200;
const TERMS_MAX_LENGTH = 40;
/** A provincial sales tax number as the provinces that have one print it (`PST-1234-5678`, `1234567`). */
const PST = /^[A-Za-z0-9][A-Za-z0-9 -]{2,19}$/;

export interface CustomerRecord {
  customer_number: string;
  legal_name: string;
  operating_name: string;
  gst_hst_number: string;
  qst_number: string;
  pst_number: string;
  terms: string;
  credit_limit_cents: number;
  open_balance_cents: number;
  document_language: "en" | "fr";
  status: "active" | "on_hold";
  /** 1 when its orders must carry its PO number. */
  po_required: number;
}

export interface ShipToRecord {
  customer_number: string;
  code: string;
  name: string;
  store_number: string;
  street: string;
  city: string;
  province: ProvinceCode;
  postal_code: string;
}

/** A customer as its first row gave it, with its price groups. */
export interface FeedCustomer {
  record: CustomerRecord;
  groups: string[];
  line: number;
}

/** What a customers feed's rows say: each customer once, every ship-to, and the rows refused. */
export interface CustomerFeed {
  customers: Map<string, FeedCustomer>;
  shipTos: { record: ShipToRecord; line: number; cells: string[] }[];
  refused: RefusedRow[];
}

const isProvince = (value: string): value is ProvinceCode => PROVINCE_CODES.some((code) => code === value);

/** `1500.00` or, owed to the customer, `-120.50`, in cents; undefined otherwise. */
function signedCentsOf(value: string): number | undefined {
  const negative = value.startsWith("-");
  const cents = centsOf(negative ? value.slice(1) : value);
  return cents === undefined ? undefined : negative ? -cents : cents;
}

/** A yes-or-no cell as ERPs write one (`yes`, `Y`, `true`, `1`; `no`, `N`, `false`, `0`; empty is no). */
function flagOf(value: string): boolean | undefined {
  const word = value.trim().toLowerCase();
  if (["", "no", "n", "false", "0"].includes(word)) return false;
  return ["yes", "y", "true", "1"].includes(word) ? true : undefined;
}

/** The price groups a cell names (`INDEP|QC-EAST`), or undefined when one is not a code. */
function groupsOf(value: string): string[] | undefined {
  if (value === "") return [];
  const groups = [...new Set(value.split("|").map((group) => group.trim()))];
  return groups.every(isErpCode) ? groups.sort() : undefined;
}

/** The first problem of a row on its own, in the order a person fixing the file would read its cells. */
function problemOf(row: FeedRow<CustomerColumn>): RowProblem | undefined {
  for (const column of CUSTOMER_COLUMNS) if (row.cell(column) === "") return { code: "missing", column };
  for (const column of ["customer_number", "ship_to"] as const)
    if (!isErpCode(row.cell(column))) return { code: "badCode", column };
  for (const column of [
    "legal_name",
    "operating_name",
    "ship_to_name",
    "street",
    "city",
    "store_number",
  ] as const)
    if (row.cell(column).length > CELL_MAX_LENGTH) return { code: "tooLong", column };
  if (row.cell("terms").length > TERMS_MAX_LENGTH) return { code: "tooLong", column: "terms" };
  if (!["en", "fr"].includes(row.cell("language").toLowerCase()))
    return { code: "badLanguage", column: "language" };
  if (!["active", "on_hold"].includes(row.cell("status").toLowerCase()))
    return { code: "badStatus", column: "status" };
  if (row.cell("gst_hst_number") !== "" && !gstHstOf(row.cell("gst_hst_number")))
    return { code: "badTaxNumber", column: "gst_hst_number" };
  if (row.cell("qst_number") !== "" && !qstOf(row.cell("qst_number")))
    return { code: "badTaxNumber", column: "qst_number" };
  if (row.cell("pst_number") !== "" && !PST.test(row.cell("pst_number")))
    return { code: "badTaxNumber", column: "pst_number" };
  if (row.cell("credit_limit") !== "" && centsOf(row.cell("credit_limit")) === undefined)
    return { code: "badMoney", column: "credit_limit" };
  if (row.cell("open_balance") !== "" && signedCentsOf(row.cell("open_balance")) === undefined)
    return { code: "badMoney", column: "open_balance" };
  if (!groupsOf(row.cell("price_groups"))) return { code: "badCode", column: "price_groups" };
  if (flagOf(row.cell("po_required")) === undefined) return { code: "badFlag", column: "po_required" };
  const province = row.cell("province").toUpperCase();
  if (!isProvince(province)) return { code: "badProvince", column: "province" };
  const postalCode = postalCodeOf(row.cell("postal_code"));
  if (!postalCode || !postalCodeFitsProvince(postalCode, province))
    return { code: "badPostalCode", column: "postal_code" };
  return undefined;
}

function customerOf(row: FeedRow<CustomerColumn>): CustomerRecord {
  return {
    customer_number: row.cell("customer_number"),
    legal_name: row.cell("legal_name"),
    operating_name: row.cell("operating_name"),
    gst_hst_number: gstHstOf(row.cell("gst_hst_number")) ?? "",
    qst_number: qstOf(row.cell("qst_number")) ?? "",
    pst_number: row.cell("pst_number").toUpperCase(),
    terms: row.cell("terms"),
    credit_limit_cents: centsOf(row.cell("credit_limit")) ?? 0,
    open_balance_cents: signedCentsOf(row.cell("open_balance")) ?? 0,
    document_language: row.cell("language").toLowerCase() === "fr" ? "fr" : "en",
    status: row.cell("status").toLowerCase() === "on_hold" ? "on_hold" : "active",
    po_required: flagOf(row.cell("po_required")) ? 1 : 0,
  };
}

const sameCustomer = (a: FeedCustomer, b: CustomerRecord, groups: string[]) =>
  (Object.keys(b) as (keyof CustomerRecord)[]).every((key) => a.record[key] === b[key]) &&
  a.groups.join("|") === groups.join("|");

/**
 * A customers feed's rows as customers and their ship-tos (`docs/feeds/customers.md`). Every row of a customer
 * repeats its cells: a row that says otherwise than the customer's first row is refused, as is a ship-to code
 * the customer already had in the file.
 */
export function customerFeedOf(rows: readonly FeedRow<CustomerColumn>[]): CustomerFeed {
  const feed: CustomerFeed = { customers: new Map(), shipTos: [], refused: [] };
  const shipToLines = new Map<string, number>();
  const refuse = (row: FeedRow<CustomerColumn>, problem: RowProblem) =>
    feed.refused.push({ line: row.line, problem, cells: row.cells });
  for (const row of rows) {
    const problem = problemOf(row);
    if (problem) {
      refuse(row, problem);
      continue;
    }
    const customer = customerOf(row);
    const groups = groupsOf(row.cell("price_groups")) ?? [];
    const first = feed.customers.get(customer.customer_number);
    if (first && !sameCustomer(first, customer, groups)) {
      refuse(row, { code: "conflictingCustomer", column: "customer_number", otherLine: first.line });
      continue;
    }
    const key = `${customer.customer_number}|${row.cell("ship_to")}`;
    const earlier = shipToLines.get(key);
    if (earlier !== undefined) {
      refuse(row, { code: "duplicateShipTo", column: "ship_to", otherLine: earlier });
      continue;
    }
    shipToLines.set(key, row.line);
    if (!first) feed.customers.set(customer.customer_number, { record: customer, groups, line: row.line });
    feed.shipTos.push({
      record: {
        customer_number: customer.customer_number,
        code: row.cell("ship_to"),
        name: row.cell("ship_to_name"),
        store_number: row.cell("store_number"),
        street: row.cell("street"),
        city: row.cell("city"),
        province: row.cell("province").toUpperCase() as ProvinceCode,
        postal_code: postalCodeOf(row.cell("postal_code")) ?? "",
      },
      line: row.line,
      cells: row.cells,
    });
  }
  return feed;
}
