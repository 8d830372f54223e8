import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_ENTRY_BYTES = 16;

const padded = (length: number) => (length + 3) & ~3;

const tagOf = (name: string) => Buffer.from(name, "latin1").readUInt32BE(0);

/**
 * A WOFF 1.0 font as the plain TrueType (sfnt) file it wraps: each table inflated once, with Node's zlib. The
 * PDF library reads WOFF itself, but inflates its tables in JavaScript for every document it makes, which
 * cost a line sheet a few hundred milliseconds (decision 252). Tables named in `omit` (four-letter tags) are
 * left out.
 */
export function sfntOfWoff(woff: Buffer, omit: readonly string[] = []): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const omitted = new Set(omit.map(tagOf));
  const entries = Array.from(
    { length: woff.readUInt16BE(12) },
    (_, index) => WOFF_HEADER_BYTES + index * WOFF_ENTRY_BYTES,
  ).filter((entry) => !omitted.has(woff.readUInt32BE(entry)));
  const count = entries.length;
  const tables = entries.map((entry) => {
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(SFNT_HEADER_BYTES + count * SFNT_ENTRY_BYTES);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const parts: Buffer[] = [header];
  tables.forEach(({ tag, checksum, data }, index) => {
    const entry = SFNT_HEADER_BYTES + index * SFNT_ENTRY_BYTES;
    header.writeUInt32BE(tag, entry);
    header.writeUInt32BE(checksum, entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    const block = Buffer.alloc(padded(data.length));
    data.copy(block);
    parts.push(block);
    offset += block.length;
  });
  return Buffer.concat(parts);
}
