import { crc32 } from "node:zlib";

/** An opened file: its bytes, and how to let go of it however far they were read. */
export interface ZipFile {
  modified: Date;
  body: Iterable<Uint8Array> | AsyncIterable<Uint8Array>;
  close(): Promise<void>;
}

/** One file of the archive; it is opened only when its turn comes. */
export interface ZipEntry {
  /** Path inside the archive, e.g. `12345-001/12345-001_01.jpg`. */
  name: string;
  /** The file, or undefined to leave it out of the archive. */
  open(): Promise<ZipFile | undefined>;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const STORED = 0;
const VERSION = 20;
const VERSION_ZIP64 = 45;
/** Made on Unix, so unzip gives files ordinary permissions (rw-r--r--). */
const MADE_BY = (3 << 8) | VERSION_ZIP64;
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;

function dosDateTime(date: Date): { time: number; date: number } {
  if (date.getFullYear() < 1980) return { time: 0, date: (1 << 5) | 1 };
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

interface Written {
  name: Buffer;
  stamp: { time: number; date: number };
  crc: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer, stamp: Written["stamp"]): Buffer {
  const header = Buffer.alloc(30 + name.length);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(STORED, 8);
  header.writeUInt16LE(stamp.time, 10);
  header.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14–25) stay zero: the data descriptor after the data carries them.
  header.writeUInt16LE(name.length, 26);
  name.copy(header, 30);
  return header;
}

function dataDescriptor({ crc, size }: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(size, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

/** An entry past 4 GiB into the archive records its offset in a ZIP64 extra field. */
function centralHeader(entry: Written, forceZip64: boolean): Buffer {
  const zip64 = forceZip64 || entry.offset >= MAX_32;
  const extra = zip64 ? 12 : 0;
  const header = Buffer.alloc(46 + entry.name.length + extra);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(MADE_BY, 4);
  header.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(STORED, 10);
  header.writeUInt16LE(entry.stamp.time, 12);
  header.writeUInt16LE(entry.stamp.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra, 30);
  header.writeUInt32LE(FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(zip64 ? MAX_32 : entry.offset, 42);
  entry.name.copy(header, 46);
  if (zip64) {
    const at = 46 + entry.name.length;
    header.writeUInt16LE(0x0001, at);
    header.writeUInt16LE(8, at + 2);
    header.writeBigUInt64LE(BigInt(entry.offset), at + 4);
  }
  return header;
}

function endRecords(
  count: number,
  directorySize: number,
  directoryOffset: number,
  forceZip64: boolean,
): Buffer {
  const zip64 = forceZip64 || count >= MAX_16 || directorySize >= MAX_32 || directoryOffset >= MAX_32;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END, 0);
  end.writeUInt16LE(Math.min(count, MAX_16), 8);
  end.writeUInt16LE(Math.min(count, MAX_16), 10);
  end.writeUInt32LE(Math.min(directorySize, MAX_32), 12);
  end.writeUInt32LE(zip64 ? MAX_32 : directoryOffset, 16);
  if (!zip64) return end;

  const record = Buffer.alloc(56 + 20);
  record.writeUInt32LE(ZIP64_END, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(MADE_BY, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  record.writeUInt32LE(ZIP64_LOCATOR, 56);
  record.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 64);
  record.writeUInt32LE(1, 72);
  return Buffer.concat([record, end]);
}

/**
 * A zip archive of `entries`, stored without compression (JPEGs do not compress), produced as it is read:
 * one file is open at a time and only the small central directory is held until the end, so memory stays
 * flat whatever the size of the batch. An entry that opens to nothing is left out. CRC-32 is computed natively by zlib, which keeps the stream close
 * to disk speed. ZIP64 records are added when the archive passes 4 GiB or 65,535 files.
 */
export async function* storedZip(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  { forceZip64 = false } = {},
): AsyncGenerator<Uint8Array> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const file = await entry.open();
    if (!file) continue;
    const current: Written = {
      name: Buffer.from(entry.name, "utf8"),
      stamp: dosDateTime(file.modified),
      crc: 0,
      size: 0,
      offset,
    };
    // Closed here whatever happens: the archive finishes, fails, or is abandoned (`return()`) mid-file.
    try {
      const header = localHeader(current.name, current.stamp);
      yield header;
      offset += header.length;
      for await (const chunk of file.body) {
        current.crc = crc32(chunk, current.crc);
        current.size += chunk.byteLength;
        if (current.size >= MAX_32) throw new Error(`${entry.name} is larger than 4 GiB`);
        yield chunk;
      }
    } finally {
      await file.close();
    }
    offset += current.size;
    const descriptor = dataDescriptor(current);
    yield descriptor;
    offset += descriptor.length;
    written.push(current);
  }

  const directory = Buffer.concat(written.map((entry) => centralHeader(entry, forceZip64)));
  yield directory;
  yield endRecords(written.length, directory.length, offset, forceZip64);
}
