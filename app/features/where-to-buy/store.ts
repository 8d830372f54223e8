import type { ProvinceCode } from "@content/company/fields";
import type { StoreColumn } from "./constants";

/** One authorised retailer's store, as the public page shows it. */
export interface Store {
  name: string;
  address: string;
  city: string;
  province: ProvinceCode;
  /** `L6J 7W5` */
  postalCode: string;
  /** Ten digits, or empty. */
  phone: string;
  /** A full `https://` address, or empty. */
  website: string;
  /** The ids of the brands it carries, in the file's order. */
  brands: string[];
}

/** Why a row of a store file was left out: the column and what is wrong with it (as typed, when it helps). */
export type RowProblem =
  | { column: StoreColumn; problem: "missing" | "tooLong" }
  | {
      column: StoreColumn;
      problem: "invalid" | "unknownArea" | "otherProvince" | "unknownBrand";
      value: string;
    }
  | { column: "name"; problem: "repeated"; line: number };

/** A row left out: its line in the file (the header is line 1) and each problem found. */
export interface FailedRow {
  line: number;
  problems: RowProblem[];
}

/** Why a whole file was refused before any row was read. */
export type FileProblem =
  | { problem: "empty" }
  | { problem: "unreadable" }
  | { problem: "tooLarge" }
  | { problem: "tooManyRows"; rows: number }
  | { problem: "missingColumns"; columns: string[] }
  | { problem: "noStores" };

/** `9055550142` → `905-555-0142`, as the site writes North American numbers. */
export const phoneForDisplay = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;

/** A store with how far it is from the place searched, in kilometres. */
export type StoreNear = Store & { distanceKm: number };

/** What a search found: the stores nearest the place (`L6J 7W5`, `Oakville, ON`) and how many in all, or why none. */
export type StoreSearch =
  | { outcome: "found"; place: string; stores: StoreNear[]; total: number }
  | { outcome: "noStore"; place: string }
  | { outcome: "unknownPostalCode"; postalCode: string }
  | { outcome: "unknownPlace"; place: string };
