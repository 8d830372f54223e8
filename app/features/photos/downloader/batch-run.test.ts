import { describe, expect, it } from "vitest";
import { en } from "~/features/i18n/locales/en";
import { fr } from "~/features/i18n/locales/fr";
import { translatorFor } from "~/features/i18n/translator";
import type { DownloadLink, LookupLine, PreparedDownload } from "../batch-schema";
import { messageText } from "./batch-messages";
import { type BatchRunner, type Progress, RequestError, runBatch } from "./batch-run";

const t = translatorFor("en", en);

/** A runner whose server answers from `answers`; records progress, preparation and downloads. */
function runner(answers: Record<string, LookupLine>, prepare?: () => Promise<PreparedDownload>) {
  const progress: Progress[] = [];
  const downloads: DownloadLink[] = [];
  const asked: string[][] = [];
  const fake: BatchRunner = {
    async *lookup(items) {
      asked.push(items);
      for (const item of items) {
        const answer = answers[item];
        if (!answer) throw new Error("connection reset");
        yield answer;
      }
    },
    prepare:
      prepare ??
      (async (mode) => ({
        download: { id: "x", url: "/api/photos/downloads/x", fileName: `${mode}.file` },
        leftOut: [],
        warnings: [],
      })),
    download: (prepared) => downloads.push(prepared),
    onProgress: (step) => progress.push(step),
    preset: "originals",
    signal: new AbortController().signal,
  };
  return { fake, progress, downloads, asked };
}

const texts = (result: Awaited<ReturnType<typeof runBatch>>) =>
  result?.errors.map((message) => messageText(t, message, "en"));

describe("runBatch", () => {
  it("refuses blank input and input without a valid item number, running nothing", async () => {
    const { fake, asked } = runner({});
    expect(texts(await runBatch("  ", "photos", fake))).toEqual([
      "Please enter at least one item number or select products",
    ]);
    expect(texts(await runBatch(" , ,", "photos", fake))).toEqual(["No valid item numbers provided"]);
    expect(texts(await runBatch(",\r\n\t", "photos", fake))).toEqual(["No valid item numbers provided"]);
    expect(texts(await runBatch("../x\na.b", "photos", fake))).toEqual(["No valid item numbers provided"]);
    expect(asked).toEqual([]);
  });

  it("refuses more item numbers than a batch holds, in the page's language, before looking any up", async () => {
    const { fake, asked } = runner({});
    const tooMany = Array.from({ length: 5001 }, (_, n) => `A${n}`).join("\n");
    const result = await runBatch(tooMany, "photos", fake);
    expect(texts(result)).toEqual([
      "Too many item numbers: 5001. A batch holds at most 5000; split the list into smaller batches",
    ]);
    const french = result?.errors.map((message) => messageText(translatorFor("fr", fr), message, "fr"));
    expect(french?.[0]).toMatch(/^Trop de numéros d’article/);
    expect(asked).toEqual([]);
  });

  it("processes items in order, skips those without photos or in error, then downloads", async () => {
    const { fake, progress, downloads } = runner({
      A1: { item: "A1", photos: ["A1_01.jpg", "A1_02.jpg"] },
      B2: { item: "B2", photos: [] },
      C3: { item: "C3", error: "EACCES: permission denied" },
      D4: { item: "D4", photos: ["D4_01.jpg"] },
    });
    const result = await runBatch("A1, B2,../x,C3,D4", "sheet", fake);
    expect(result).toMatchObject({
      success: true,
      processedItems: ["A1", "D4"],
      skippedItems: ["B2", "../x", "C3"],
      totalImages: 3,
    });
    expect(texts(result)).toEqual([
      "No photos found for item B2",
      "Error processing item ../x: not a valid item number (letters, digits, dashes and underscores only)",
      "Error processing item C3: EACCES: permission denied",
    ]);
    expect(progress.map((step) => `${step.current}/${step.total} ${step.currentItem}`)).toEqual([
      "1/5 A1",
      "2/5 B2",
      "3/5 ../x",
      "4/5 C3",
      "5/5 D4",
    ]);
    expect(downloads).toEqual([{ id: "x", url: "/api/photos/downloads/x", fileName: "sheet.file" }]);
  });

  it("says so when no item has photos, and downloads nothing", async () => {
    const { fake, downloads } = runner({ A1: { item: "A1", photos: [] } });
    const result = await runBatch("A1", "photos", fake);
    expect(result?.success).toBe(false);
    expect(texts(result)).toEqual([
      "No photos found for item A1",
      "No photos were found for any of the provided item numbers",
    ]);
    expect(downloads).toEqual([]);
  });

  it("skips an item whose photos all went before the download was prepared, and counts only what is left", async () => {
    const answers = {
      A1: { item: "A1", photos: ["A1_01.jpg", "A1_02.jpg"] },
      B2: { item: "B2", photos: ["B2_01.jpg"] },
    };
    const prepare = async (): Promise<PreparedDownload> => ({
      download: { id: "y", url: "/api/photos/downloads/y", fileName: "sheet.file" },
      leftOut: [
        { item: "A1", photos: ["A1_02.jpg"] },
        { item: "B2", photos: ["B2_01.jpg"] },
      ],
      warnings: [],
    });
    const { fake, downloads } = runner(answers, prepare);
    const result = await runBatch("A1,B2", "sheet", fake);
    expect(result).toMatchObject({
      success: true,
      processedItems: ["A1"],
      skippedItems: ["B2"],
      totalImages: 1,
    });
    expect(texts(result)).toEqual(["No photos found for item B2"]);
    expect(downloads).toEqual([{ id: "y", url: "/api/photos/downloads/y", fileName: "sheet.file" }]);
  });

  it("downloads nothing when every photo went before the download was prepared", async () => {
    const answers = { A1: { item: "A1", photos: ["A1_01.jpg"] } };
    const prepare = async (): Promise<PreparedDownload> => ({
      download: null,
      leftOut: [{ item: "A1", photos: ["A1_01.jpg"] }],
      warnings: [],
    });
    const { fake, downloads } = runner(answers, prepare);
    const result = await runBatch("A1", "photos", fake);
    expect(result).toMatchObject({ success: false, processedItems: [], skippedItems: ["A1"] });
    expect(texts(result)).toEqual([
      "No photos found for item A1",
      "No photos were found for any of the provided item numbers",
    ]);
    expect(downloads).toEqual([]);
  });

  it("reports a file that could not be built, per mode", async () => {
    const failing = async () => {
      throw new RequestError("disk full", false);
    };
    const answers = { A1: { item: "A1", photos: ["A1_01.jpg"] } };
    expect(texts(await runBatch("A1", "photos", runner(answers, failing).fake))).toEqual([
      "Error generating zip file: disk full",
    ]);
    expect(texts(await runBatch("A1", "sheet", runner(answers, failing).fake))).toEqual([
      "Error generating CSV file: disk full",
    ]);
  });

  it("reports an unexpected failure, keeping what was done, and an ended session plainly", async () => {
    const { fake } = runner({ A1: { item: "A1", photos: ["A1_01.jpg"] } });
    const result = await runBatch("A1,B2", "photos", fake);
    expect(result).toMatchObject({ success: false, processedItems: ["A1"] });
    expect(texts(result)).toEqual(["Unexpected error: connection reset"]);

    const signedOut = runner({}).fake;
    signedOut.lookup = () => {
      throw new RequestError("unauthorized", true);
    };
    expect(texts(await runBatch("A1", "photos", signedOut))).toEqual([
      "Unexpected error: your staff session has ended; sign in again",
    ]);
  });

  it("returns nothing when the page was left mid-run", async () => {
    const controller = new AbortController();
    const { fake } = runner({});
    fake.signal = controller.signal;
    fake.lookup = () => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    };
    expect(await runBatch("A1", "photos", fake)).toBeUndefined();
  });
});

describe("a preset's warnings", () => {
  const warnings: PreparedDownload["warnings"] = [
    { kind: "small", item: "123-456", photos: [2, 4, 5], of: 6, width: 640, height: 480 },
    { kind: "fill", item: "123-456", photos: [3], of: 6, fill: 0.4 },
    { kind: "background", item: "123-456", photos: [1, 6], of: 6 },
    { kind: "small", item: "789", photos: [1], of: 9, width: 800, height: 600 },
    { kind: "tooMany", item: "789", count: 2 },
  ];
  const prepare = async (): Promise<PreparedDownload> => ({
    download: { id: "z", url: "/api/photos/downloads/z", fileName: "photos.zip" },
    leftOut: [],
    warnings,
  });

  it("hold the zip: listed before any download starts, which the person then starts, in English and French", async () => {
    const { fake, downloads } = runner(
      { "123-456": { item: "123-456", photos: ["123-456_02.jpg"] } },
      prepare,
    );
    const result = await runBatch("123-456", "photos", { ...fake, preset: "amazon" });
    expect(result?.success).toBe(true);
    expect(downloads).toEqual([]);
    expect(result?.held).toEqual({ id: "z", url: "/api/photos/downloads/z", fileName: "photos.zip" });
    expect(result?.downloadId).toBe("z");
    expect(texts(result)).toEqual([
      "Item 123-456: 3 of 6 photos (02, 04 and 05) are below Amazon’s 1000\u00a0px; the smallest is 640 × 480",
      "Item 123-456: in photo 03 of 6, padded to Amazon’s frame, the product fills 40%, below the 85% asked",
      "Item 123-456: 2 of 6 photos (01 and 06) are not on a near-white background (patterned or dark), so they could not be made the pure white Amazon asks for; they were exported on their own background",
      "Item 789: photo 01 of 9 is 800 × 600, below Amazon’s 1000\u00a0px",
      "Item 789: Amazon takes 9 photos per item; 2 more were left out",
    ]);
    const french = translatorFor("fr", fr);
    expect(result?.errors.map((message) => messageText(french, message, "fr"))).toEqual([
      "Article 123-456 : 3 photos sur 6 (02, 04 et 05) sont sous le minimum de 1000\u00a0px exigé par Amazon; la plus petite mesure 640 × 480",
      "Article 123-456 : dans la photo 03 sur 6, une fois complétée pour Amazon, le produit occupe 40\u00a0% du cadre, sous les 85\u00a0% exigés",
      "Article 123-456 : 2 photos sur 6 (01 et 06) ne sont pas sur un fond presque blanc (fond à motif ou foncé); elles n’ont donc pas pu être mises sur le blanc pur qu’exige Amazon et ont été exportées sur leur propre fond",
      "Article 789 : la photo 01 sur 9 mesure 800 × 600, sous le minimum de 1000\u00a0px exigé par Amazon",
      "Article 789 : Amazon accepte 9 photos par article; 2 de plus ont été laissées de côté",
    ]);
  });
});
