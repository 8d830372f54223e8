import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MASTER_DIRECTORY_FILE, PHOTO_PATH } from "../constants";
import { CRAFTED, jpegBytes, slotBytes } from "./photo-fixtures.test-support";
import { photoOrigin } from "./photo-origin.server";
import { InvalidPhotoNameError, PhotoGoneError } from "./photo-source.server";
import { InvalidItemNumberError, PhotoStore } from "./photo-store.server";

/** A photo web server: CRAFTED as files, plus the HTTP cases a folder cannot have. */
const requested: string[] = [];
/** Resolves when the origin sees the client drop an endless photo. */
let endlessDropped = Promise.withResolvers<void>();
const server: Server = createServer((request, response) => {
  const url = request.url ?? "";
  requested.push(url);
  const match = /^\/images\/product_photos_item_numbers\/([^/]+)\/\1_(\d+)\.jpg$/.exec(url);
  if (url === `${PHOTO_PATH}/${MASTER_DIRECTORY_FILE}`) {
    response.writeHead(200, { "content-type": "application/json" }).end('{"R1":{"has_photos":true}}');
    return;
  }
  if (!match) {
    response.writeHead(404).end();
    return;
  }
  const [, item = "", digits = ""] = match;
  const number = Number(digits);
  if (item === "REDIRECT" && number === 1) {
    response.writeHead(302, { location: `${PHOTO_PATH}/GAP-2/GAP-2_01.jpg` }).end();
  } else if (item === "REDIRECT" && number === 2) {
    response.writeHead(200, { "content-type": "image/jpeg" }).end(jpegBytes(item, number));
  } else if (item === "SERVER-ERROR") {
    response.writeHead(500, { "content-type": "image/jpeg" }).end(jpegBytes(item, number));
  } else if (item === "HANG-UP") {
    request.socket.destroy();
  } else if (item === "ENDLESS") {
    response.writeHead(200, { "content-type": "image/jpeg" }).write(jpegBytes(item, number));
    response.once("close", () => endlessDropped.resolve());
  } else {
    const slot = CRAFTED[item]?.[number];
    if (!slot) {
      response.writeHead(404, { "content-type": "text/html" }).end("not found");
      return;
    }
    // A text file named .jpg is served as what it is; an empty photo still claims to be a JPEG.
    const type = slot === "text" ? "text/html" : "image/jpeg";
    response.writeHead(200, { "content-type": type }).end(slotBytes(item, number, slot));
  }
});
let store: PhotoStore;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  store = new PhotoStore(photoOrigin(`http://127.0.0.1:${port}`), 4);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("PhotoStore over HTTP", () => {
  it("bridges a gap of two and stops at a gap of three", async () => {
    expect(await store.findPhotos("GAP-2", "photos")).toEqual([
      "GAP-2_01.jpg",
      "GAP-2_02.jpg",
      "GAP-2_05.jpg",
    ]);
    expect(await store.findPhotos("GAP-3", "photos")).toEqual(["GAP-3_01.jpg"]);
  });

  it("skips an empty photo in photo mode only", async () => {
    expect(await store.findPhotos("ZERO-BYTE", "photos")).toEqual(["ZERO-BYTE_01.jpg", "ZERO-BYTE_03.jpg"]);
    expect(await store.findPhotos("ZERO-BYTE", "sheet")).toHaveLength(3);
  });

  it("skips a response that is not an image", async () => {
    expect(await store.findPhotos("NOT-IMAGE", "sheet")).toEqual(["NOT-IMAGE_01.jpg", "NOT-IMAGE_03.jpg"]);
  });

  it("counts a redirect as missing and does not follow it", async () => {
    requested.length = 0;
    expect(await store.findPhotos("REDIRECT", "photos")).toEqual(["REDIRECT_02.jpg"]);
    expect(requested).not.toContain(`${PHOTO_PATH}/GAP-2/GAP-2_01.jpg`);
  });

  it("counts 404 and 500 as missing", async () => {
    expect(await store.findPhotos("NO-SUCH-ITEM", "photos")).toEqual([]);
    expect(await store.findPhotos("SERVER-ERROR", "photos")).toEqual([]);
  });

  it("stops at photo 100", async () => {
    requested.length = 0;
    const photos = await store.findPhotos("MANY", "sheet");
    expect(photos).toHaveLength(100);
    expect(requested.some((url) => url.endsWith("_101.jpg"))).toBe(false);
  });

  it("fails the item when the origin drops the connection", async () => {
    await expect(store.findPhotos("HANG-UP", "photos")).rejects.toThrow(/photo origin unreachable/);
  });

  it("streams a photo's bytes, having no file on this machine's disk to locate", async () => {
    expect(await store.locate("GAP-2", "GAP-2_05.jpg")).toBeUndefined();
    const file = await store.open("GAP-2", "GAP-2_05.jpg");
    const chunks: Uint8Array[] = [];
    for await (const chunk of file.body) chunks.push(chunk);
    expect(Buffer.concat(chunks)).toEqual(jpegBytes("GAP-2", 5));
  });

  it("says a photo that now answers 404 has gone", async () => {
    await expect(store.open("GAP-2", "GAP-2_03.jpg")).rejects.toBeInstanceOf(PhotoGoneError);
  });

  it("lets go of the connection when a photo is closed, read or not", async () => {
    endlessDropped = Promise.withResolvers<void>();
    const unread = await store.open("ENDLESS", "ENDLESS_01.jpg");
    await unread.close();
    await endlessDropped.promise;

    endlessDropped = Promise.withResolvers<void>();
    const started = await store.open("ENDLESS", "ENDLESS_01.jpg");
    const reader = started.body[Symbol.asyncIterator]();
    await reader.next();
    const waiting = reader.next();
    await started.close();
    await endlessDropped.promise;
    expect((await waiting).done).toBe(true);
  });

  it("builds no URL from an unsafe item number or file name", async () => {
    requested.length = 0;
    await expect(store.findPhotos("../../admin", "photos")).rejects.toBeInstanceOf(InvalidItemNumberError);
    await expect(store.open("GAP-2", "../GAP-3/GAP-3_01.jpg")).rejects.toBeInstanceOf(InvalidPhotoNameError);
    expect(requested).toEqual([]);
  });

  it("fetches the master directory from the origin", async () => {
    const directory = await store.masterDirectory();
    const chunks: Uint8Array[] = [];
    for await (const chunk of directory ?? []) chunks.push(chunk);
    expect(JSON.parse(Buffer.concat(chunks).toString())).toEqual({ R1: { has_photos: true } });
  });
});
