import { log } from "~/lib/log.server";
import { spreadsheetCsv } from "~/lib/spreadsheet-cell";
import type { ResolvedItem } from "../batch-schema";
import type { PhotoStore } from "../catalogue/index.server";
import { type OpenOptions, PhotoGoneError } from "../catalogue/index.server";
import { type NamedFile, uniqueNames } from "./unique-names";
import type { ZipEntry } from "./zip-stream.server";

/** The archive's last entry when photos were left out, beside the item folders. */
export const LEFT_OUT_REPORT_NAME = "photos-left-out.txt";

/** A short text beside the photos naming those left out: gone from the catalogue, or not convertible. */
export function leftOutReport(gone: readonly string[], unconvertible: readonly string[] = []): ZipEntry {
  const lines = [];
  if (gone.length > 0) {
    lines.push(
      "These photos were no longer in the catalogue when this archive was made, so they are not in it:",
      ...gone,
      "",
    );
  }
  if (unconvertible.length > 0) {
    lines.push("These photos could not be read as images, so they are not in it:", ...unconvertible, "");
  }
  const text = lines.join("\n");
  return {
    name: LEFT_OUT_REPORT_NAME,
    async open() {
      return { modified: new Date(), body: [Buffer.from(text, "utf8")], close: async () => {} };
    },
  };
}

/** The archive's list of which file is which item, when its names do not say (decision 293). */
export const FILE_LIST_NAME = "photo-files.csv";

/** A spreadsheet beside the photos naming each file's item: `Item Number,File`. */
export function fileList(files: readonly NamedFile[]): ZipEntry {
  const text = spreadsheetCsv([["Item Number", "File"], ...files.map(({ item, name }) => [item, name])]);
  return {
    name: FILE_LIST_NAME,
    async open() {
      return { modified: new Date(), body: [Buffer.from(text, "utf8")], close: async () => {} };
    },
  };
}

/**
 * The entries of a photo zip: each item's photos in its own folder, in order, every name unique as a file
 * system that ignores case sees it (item numbers differing only in case would share a folder). A photo that has gone since
 * its item was looked up is left out and logged by name (never by path), and the archive ends with a
 * short report of what was left out. The archive opens an entry only after finishing the one before, so
 * by the time it asks for the entry after the last photo, every photo has been tried.
 */
export function* photoZipEntries(
  items: readonly ResolvedItem[],
  store: PhotoStore,
  options: OpenOptions,
): Generator<ZipEntry, void, undefined> {
  const leftOut: string[] = [];
  const files = uniqueNames(
    items.flatMap(({ item, photos }) =>
      photos.map((fileName) => ({ item, fileName, name: `${item}/${fileName}` })),
    ),
  );
  for (const { item, fileName, name } of files) {
    yield {
      name,
      async open() {
        try {
          return await store.open(item, fileName, options);
        } catch (error) {
          if (!(error instanceof PhotoGoneError)) throw error;
          log.warn({ item, fileName }, "photo no longer in the catalogue; left out of the zip");
          leftOut.push(name);
          return undefined;
        }
      },
    };
  }
  if (leftOut.length > 0) yield leftOutReport(leftOut);
}
