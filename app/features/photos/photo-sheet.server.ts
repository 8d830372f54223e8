import { stringify } from "csv-stringify/sync";
import type { ResolvedItem } from "./batch-schema";
import { CSV_HEADER, PHOTO_PATH } from "./constants";
import { photoPath } from "./photo-source.server";

/** The spec's sheet: `Item Number,Image URL`, then one line per image, linked from the public site. */
export function photoSheet(items: readonly ResolvedItem[], publicSiteOrigin: string): string {
  const rows = items.flatMap(({ item, photos }) =>
    photos.map((fileName) => [
      item,
      new URL(`${PHOTO_PATH}/${photoPath(item, fileName)}`, publicSiteOrigin).href,
    ]),
  );
  return stringify([[...CSV_HEADER], ...rows], { record_delimiter: "unix" });
}
