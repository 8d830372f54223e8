import type { ProvinceCode } from "@content/company/fields";
import type { DistanceLimitKm, StoreColumn } from "./constants";

/** One authorised retailer's store, as the public page shows it. */
export interface Store {
  name: string;
  address: string;
  city: string;
  province: ProvinceCode;
  /** `L6J 7W5` */
  postalCode: string;
  /** Its one written form (`905-555-0142`, `905-555-0142 ext. 12`; lists imported before: ten digits), or empty. */
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

/** A store with how far it is from the place searched, in kilometres. */
export type StoreNear = Store & { distanceKm: number };

/** Where a search measured from: a postal code or area (`L6J 7W5`), or a town and its province. */
export interface Place {
  name: string;
  province?: ProvinceCode;
}

/**
 * What a search found: the stores nearest the place within the distance asked for (none: the whole country)
 * and how many in all; or none within it, how far the nearest is and the next distance that reaches it; or why
 * none.
 */
export type StoreSearch =
  | { outcome: "found"; place: Place; stores: StoreNear[]; total: number; withinKm?: DistanceLimitKm }
  | {
      outcome: "noStoreWithin";
      place: Place;
      withinKm: DistanceLimitKm;
      nearestKm: number;
      /** The smallest distance to choose that reaches the nearest store; none when only "any distance" does. */
      widerKm?: DistanceLimitKm;
    }
  | { outcome: "noStore"; place: Place }
  | { outcome: "unknownPostalCode"; postalCode: string }
  | { outcome: "unknownPlace"; place: string };
