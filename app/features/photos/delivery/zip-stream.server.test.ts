import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { storedZip, type ZipEntry } from "./zip-stream.server";

const work = mkdtempSync(path.join(tmpdir(), "stored-zip-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function entry(name: string, content: Buffer, chunkSize = 7): ZipEntry {
  return {
    name,
    async open() {
      const body = (async function* () {
        for (let at = 0; at < content.length; at += chunkSize) yield content.subarray(at, at + chunkSize);
      })();
      return { modified: new Date(2025, 2, 7, 9, 5, 2), body, close: async () => {} };
    },
  };
}

async function zipBytes(entries: ZipEntry[], options?: { forceZip64?: boolean }): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of storedZip(entries, options)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Every entry as yauzl reads it back: name, method, date and content. */
async function readZip(bytes: Buffer) {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files: { name: string; method: number; modified: Date; content: Buffer }[] = [];
  for await (const found of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(found);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    files.push({
      name: found.fileName,
      method: found.compressionMethod,
      modified: found.getLastModDate(),
      content: Buffer.concat(chunks),
    });
  }
  return files;
}

const photos = [
  entry("12345-001/12345-001_01.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8, 9])),
  entry("12345-001/12345-001_02.jpg", Buffer.alloc(20_000, 0xab), 4096),
  entry("67890-010/67890-010_01.jpg", Buffer.from("last one")),
];

describe.each([false, true])("storedZip (ZIP64 records: %s)", (forceZip64) => {
  it("stores every file unchanged, uncompressed, in its item's folder", async () => {
    const files = await readZip(await zipBytes(photos, { forceZip64 }));
    expect(files.map((file) => file.name)).toEqual([
      "12345-001/12345-001_01.jpg",
      "12345-001/12345-001_02.jpg",
      "67890-010/67890-010_01.jpg",
    ]);
    expect(files.every((file) => file.method === 0)).toBe(true);
    expect(files[1]?.content).toEqual(Buffer.alloc(20_000, 0xab));
    expect(files[2]?.content.toString()).toBe("last one");
    expect(files[0]?.modified.getHours()).toBe(9);
  });

  it("passes the Info-ZIP integrity test", async () => {
    const file = path.join(work, `test-${forceZip64}.zip`);
    writeFileSync(file, await zipBytes(photos, { forceZip64 }));
    expect(execFileSync("unzip", ["-t", file], { encoding: "utf8" })).toContain("No errors detected");
  });
});

it("makes a valid empty archive", async () => {
  expect(await readZip(await zipBytes([]))).toEqual([]);
});

it("opens each file only when the archive reaches it", async () => {
  const opened: string[] = [];
  const tracked = photos.map((photo) => ({
    ...photo,
    open: () => {
      opened.push(photo.name);
      return photo.open();
    },
  }));
  const stream = storedZip(tracked);
  await stream.next();
  expect(opened).toEqual(["12345-001/12345-001_01.jpg"]);
  // Header, two 7-byte chunks of the first photo, its descriptor: the second is opened only after.
  for (let step = 0; step < 3; step++) await stream.next();
  expect(opened).toHaveLength(1);
  await stream.next();
  expect(opened).toHaveLength(2);
  await stream.return(undefined);
});

it("leaves out an entry that opens to nothing", async () => {
  const gone: ZipEntry = { name: "12345-001/12345-001_09.jpg", open: async () => undefined };
  const [first, second, third] = photos;
  const files = await readZip(await zipBytes([first, gone, second, third].filter((photo) => !!photo)));
  expect(files.map((file) => file.name)).toEqual(photos.map((photo) => photo.name));
});

it("closes the open file when the archive is abandoned, even before any of its bytes were read", async () => {
  const closed: string[] = [];
  const tracked = photos.map((photo) => ({
    ...photo,
    open: async () => {
      const file = await photo.open();
      return file && { ...file, close: async () => void closed.push(photo.name) };
    },
  }));
  const headerOnly = storedZip(tracked);
  await headerOnly.next();
  await headerOnly.return(undefined);
  expect(closed).toEqual(["12345-001/12345-001_01.jpg"]);

  closed.length = 0;
  const midFile = storedZip(tracked);
  // The first photo whole (header, two chunks, descriptor), then the second's header and first chunk.
  for (let step = 0; step < 6; step++) await midFile.next();
  await midFile.return(undefined);
  expect(closed).toEqual(["12345-001/12345-001_01.jpg", "12345-001/12345-001_02.jpg"]);
});

it("closes the file whose body fails, and passes the failure on", async () => {
  let closed = false;
  const failing: ZipEntry = {
    name: "12345-001/12345-001_01.jpg",
    async open() {
      const body = (async function* () {
        yield Buffer.from("start");
        throw new Error("disk gone");
      })();
      const close = async () => {
        closed = true;
      };
      return { modified: new Date(), body, close };
    },
  };
  await expect(zipBytes([failing])).rejects.toThrow("disk gone");
  expect(closed).toBe(true);
});
