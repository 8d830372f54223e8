import type { ProvinceCode } from "@content/company/fields";
import { parse } from "csv-parse/sync";
import type { Point } from "./distance";
import { placeKey, provinceNamed } from "./place-key";
import AREAS_CSV from "./reference/postal-areas.csv?raw";

/** A postal-code area (the first three characters of a postal code): where it is, and the place it serves. */
export interface PostalArea extends Point {
  area: string;
  province: ProvinceCode;
  place: string;
  /** The place's name as a search compares it, padded with spaces so whole words match. */
  placeKey: string;
}

let areas: ReadonlyMap<string, PostalArea> | undefined;

/** Every postal-code area of the bundled data set (`reference/README.md`), read once. */
export function postalAreas(): ReadonlyMap<string, PostalArea> {
  if (!areas) {
    const rows: Record<string, string>[] = parse(AREAS_CSV, { columns: true });
    areas = new Map(
      rows.flatMap((row) => {
        const province = provinceNamed(row.province ?? "");
        const area = row.fsa ?? "";
        if (!province) return [];
        return [
          [
            area,
            {
              area,
              province,
              place: row.place ?? "",
              placeKey: ` ${placeKey(row.place ?? "")} `,
              latitude: Number(row.latitude),
              longitude: Number(row.longitude),
            },
          ],
        ];
      }),
    );
  }
  return areas;
}

/** The areas whose place name holds the town's words (`Toronto` in "Downtown Toronto (…)"), in a province. */
export function areasOfTown(town: string, province?: ProvinceCode): PostalArea[] {
  const words = ` ${town} `;
  return [...postalAreas().values()].filter(
    (area) => area.placeKey.includes(words) && (!province || area.province === province),
  );
}
