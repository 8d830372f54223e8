import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ReadBuffers } from "../../../lib/read-buffers.server";
import { MASTER_DIRECTORY_FILE } from "../constants";
import { craftedFolder, jpegBytes } from "./photo-fixtures.test-support";
import { photoFolder } from "./photo-folder.server";
import { InvalidPhotoNameError, PhotoGoneError } from "./photo-source.server";
import { InvalidItemNumberError, PhotoStore } from "./photo-store.server";

const root = craftedFolder();
// A directory where a photo should be is not a photo.
mkdirSync(path.join(root, "GAP-2", "GAP-2_03.jpg"));
// Something outside the catalogue that a traversal would reach.
writeFileSync(path.join(root, "..", "secret_01.jpg"), jpegBytes("secret", 1));
const store = new PhotoStore(photoFolder(root), 1);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(path.join(root, "..", "secret_01.jpg"), { force: true });
});

async function bytesOf(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("PhotoStore over a folder", () => {
  it("bridges a gap of two and stops at a gap of three", async () => {
    expect(await store.findPhotos("GAP-2", "photos")).toEqual([
      "GAP-2_01.jpg",
      "GAP-2_02.jpg",
      "GAP-2_05.jpg",
    ]);
    expect(await store.findPhotos("GAP-3", "photos")).toEqual(["GAP-3_01.jpg"]);
  });

  it("skips a zero-byte photo in photo mode and lists it in sheet mode", async () => {
    expect(await store.findPhotos("ZERO-BYTE", "photos")).toEqual(["ZERO-BYTE_01.jpg", "ZERO-BYTE_03.jpg"]);
    expect(await store.findPhotos("ZERO-BYTE", "sheet")).toEqual([
      "ZERO-BYTE_01.jpg",
      "ZERO-BYTE_02.jpg",
      "ZERO-BYTE_03.jpg",
    ]);
  });

  it("skips a file that is not a JPEG in both modes", async () => {
    for (const mode of ["photos", "sheet"] as const) {
      expect(await store.findPhotos("NOT-IMAGE", mode)).toEqual(["NOT-IMAGE_01.jpg", "NOT-IMAGE_03.jpg"]);
    }
  });

  it("finds nothing for an item whose first three photos are missing, or that has no folder", async () => {
    expect(await store.findPhotos("LATE-START", "photos")).toEqual([]);
    expect(await store.findPhotos("NO-SUCH-ITEM", "photos")).toEqual([]);
  });

  it("stops at photo 100", async () => {
    const photos = await store.findPhotos("MANY", "photos");
    expect(photos).toHaveLength(100);
    expect(photos.at(-1)).toBe("MANY_100.jpg");
  });

  it("reads a photo's bytes as stored", async () => {
    const file = await store.open("GAP-2", "GAP-2_05.jpg");
    expect(await bytesOf(file.body)).toEqual(jpegBytes("GAP-2", 5));
    expect(file.modified).toBeInstanceOf(Date);
  });

  it("reads a photo through a few reused buffers smaller than it, as a download does", async () => {
    const buffers = new ReadBuffers(2, 7);
    const file = await store.open("GAP-2", "GAP-2_05.jpg", { buffers });
    const copies: Buffer[] = [];
    for await (const chunk of file.body) {
      // The bytes are "sent" (copied) before the buffer goes back for the next read.
      copies.push(Buffer.from(chunk));
      buffers.release(chunk);
    }
    expect(copies.length).toBeGreaterThan(2);
    expect(Buffer.concat(copies)).toEqual(jpegBytes("GAP-2", 5));
  });

  it("says a photo has gone, naming it but not where the catalogue is", async () => {
    const opening = store.open("GAP-2", "GAP-2_04.jpg");
    await expect(opening).rejects.toBeInstanceOf(PhotoGoneError);
    await expect(opening).rejects.toThrow("GAP-2_04.jpg is no longer in the catalogue");
    await expect(opening).rejects.not.toThrow(root);
    await expect(store.open("GAP-2", "GAP-2_03.jpg")).rejects.toBeInstanceOf(PhotoGoneError);
  });

  it("locates a photo on disk without opening it, with the version an opened one has", async () => {
    const located = await store.locate("GAP-2", "GAP-2_05.jpg");
    const file = await store.open("GAP-2", "GAP-2_05.jpg");
    await file.close();
    expect(located).toEqual({
      modified: file.modified,
      version: file.version,
      path: path.join(root, "GAP-2", "GAP-2_05.jpg"),
    });
    const locating = store.locate("GAP-2", "GAP-2_04.jpg");
    await expect(locating).rejects.toBeInstanceOf(PhotoGoneError);
    await expect(locating).rejects.not.toThrow(root);
    await expect(store.locate("GAP-2", "GAP-2_03.jpg")).rejects.toBeInstanceOf(PhotoGoneError);
    await expect(store.locate("GAP-2", "../../secret_01.jpg")).rejects.toBeInstanceOf(InvalidPhotoNameError);
  });

  it("closes a photo that was opened but never read", async () => {
    const file = await store.open("GAP-2", "GAP-2_05.jpg");
    await file.close();
    await file.close();
    await expect(bytesOf(file.body)).rejects.toThrow(/closed/i);
  });

  it("checks looked-up photos again, splitting those still there from those gone", async () => {
    const found = await store.recheck(
      [
        { item: "GAP-2", photos: ["GAP-2_01.jpg", "GAP-2_03.jpg", "GAP-2_05.jpg"] },
        { item: "GAP-3", photos: ["GAP-3_02.jpg"] },
      ],
      "photos",
    );
    expect(found).toEqual({
      present: [{ item: "GAP-2", photos: ["GAP-2_01.jpg", "GAP-2_05.jpg"] }],
      leftOut: [
        { item: "GAP-2", photos: ["GAP-2_03.jpg"] },
        { item: "GAP-3", photos: ["GAP-3_02.jpg"] },
      ],
    });
  });

  it("rejects item numbers and file names that could leave the catalogue", async () => {
    for (const item of ["..", "../secret", "GAP-2/..", "/etc", "GAP-2\\..", "%2e%2e"]) {
      await expect(store.findPhotos(item, "photos")).rejects.toBeInstanceOf(InvalidItemNumberError);
    }
    await expect(store.open("GAP-2", "../../secret_01.jpg")).rejects.toBeInstanceOf(InvalidPhotoNameError);
    await expect(store.open("..", "secret_01.jpg")).rejects.toBeInstanceOf(InvalidPhotoNameError);
    await expect(store.open("GAP-2", "GAP-2_01.jpg/../../x")).rejects.toBeInstanceOf(InvalidPhotoNameError);
  });

  it("gives the master directory when there is one", async () => {
    expect(await store.masterDirectory()).toBeUndefined();
    writeFileSync(path.join(root, MASTER_DIRECTORY_FILE), '{"A":{"has_photos":true}}');
    const directory = await store.masterDirectory();
    expect(directory && JSON.parse((await bytesOf(directory)).toString())).toEqual({
      A: { has_photos: true },
    });
  });
});
