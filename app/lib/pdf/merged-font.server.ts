/**
 * Fonts that are parts of one typeface (a web font's Latin, Latin Extended, Greek… files) joined into one
 * TrueType font, so a PDF can set any of their characters in one run of text: the PDF library draws a string in
 * one font and gives a character its font lacks a box, and U+0000 to the text layer.
 *
 * The first font stays as it is, glyph numbers, kerning (GPOS) and all; each later one's glyphs are added after
 * it, for the characters the fonts before lack. Only TrueType outlines (`glyf`) without hinting programs, as
 * Fontsource's files are.
 */

/** A font's tables by tag. */
type Tables = Map<string, Buffer>;

interface Part {
  tables: Tables;
  glyphCount: number;
  /** Code point → glyph. */
  characters: Map<number, number>;
}

/** A joined font, and its way of saying what it cannot draw. */
export interface MergedFont {
  font: Buffer;
  covers(codePoint: number): boolean;
  /**
   * Text as the font can draw it: characters composed (NFC), and one it lacks set as its compatibility form
   * when it has that (`ﬁ` as `fi`), or without its accents, else as U+FFFD, the mark for a character that
   * cannot be shown (a question mark in a font without it); a space it lacks as a no-break space. Never a
   * glyph it lacks: a box on paper, U+0000 in the text layer.
   */
  drawable(text: string): string;
}

function tablesOf(sfnt: Buffer): Tables {
  const tables: Tables = new Map();
  for (let index = 0; index < sfnt.readUInt16BE(4); index += 1) {
    const entry = 12 + index * 16;
    const offset = sfnt.readUInt32BE(entry + 8);
    tables.set(
      sfnt.toString("latin1", entry, entry + 4),
      sfnt.subarray(offset, offset + sfnt.readUInt32BE(entry + 12)),
    );
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`the font has no ${tag} table`);
  return found;
}

/** The Unicode character map: format 12 (all of Unicode) where there is one, else format 4 (the BMP). */
function characterMap(cmap: Buffer): Map<number, number> {
  const characters = new Map<number, number>();
  const subtables = Array.from({ length: cmap.readUInt16BE(2) }, (_, index) => {
    const record = 4 + index * 8;
    return {
      platform: cmap.readUInt16BE(record),
      encoding: cmap.readUInt16BE(record + 2),
      offset: cmap.readUInt32BE(record + 4),
    };
  });
  const full = subtables.find(({ offset }) => cmap.readUInt16BE(offset) === 12);
  if (full) {
    const at = full.offset;
    for (let group = 0; group < cmap.readUInt32BE(at + 12); group += 1) {
      const start = cmap.readUInt32BE(at + 16 + group * 12);
      const end = cmap.readUInt32BE(at + 20 + group * 12);
      const glyph = cmap.readUInt32BE(at + 24 + group * 12);
      for (let code = start; code <= end; code += 1) characters.set(code, glyph + code - start);
    }
    return characters;
  }
  const basic = subtables.find(
    ({ platform, encoding, offset }) => platform === 3 && encoding === 1 && cmap.readUInt16BE(offset) === 4,
  );
  if (!basic) throw new Error("the font has no Unicode character map");
  const at = basic.offset;
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment += 1) {
    const start = cmap.readUInt16BE(starts + segment * 2);
    const end = cmap.readUInt16BE(ends + segment * 2);
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + segment * 2);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      const glyph =
        rangeOffset === 0
          ? (code + delta) & 0xffff
          : cmap.readUInt16BE(rangeOffsets + segment * 2 + rangeOffset + (code - start) * 2);
      if (glyph !== 0) characters.set(code, rangeOffset === 0 ? glyph : (glyph + delta) & 0xffff);
    }
  }
  return characters;
}

function partOf(sfnt: Buffer): Part {
  const tables = tablesOf(sfnt);
  if (!tables.has("glyf")) throw new Error("only TrueType outlines can be joined");
  return {
    tables,
    glyphCount: table(tables, "maxp").readUInt16BE(4),
    characters: characterMap(table(tables, "cmap")),
  };
}

/** Each glyph's outline, as stored. */
function outlines({ tables, glyphCount }: Part): Buffer[] {
  const glyf = table(tables, "glyf");
  const loca = table(tables, "loca");
  const long = table(tables, "head").readInt16BE(50) === 1;
  const offset = (glyph: number) => (long ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2);
  return Array.from({ length: glyphCount }, (_, glyph) => glyf.subarray(offset(glyph), offset(glyph + 1)));
}

/** A composite glyph's outline with the glyphs it is built of renumbered by `shift`. */
function shifted(outline: Buffer, shift: number): Buffer {
  if (shift === 0 || outline.length === 0 || outline.readInt16BE(0) >= 0) return outline;
  const copy = Buffer.from(outline);
  let at = 10;
  for (;;) {
    const flags = copy.readUInt16BE(at);
    copy.writeUInt16BE(copy.readUInt16BE(at + 2) + shift, at + 2);
    at += 4 + (flags & 0x0001 ? 4 : 2) + (flags & 0x0008 ? 2 : flags & 0x0040 ? 4 : flags & 0x0080 ? 8 : 0);
    if (!(flags & 0x0020)) return copy;
  }
}

/** Each glyph's advance and left side bearing. */
function metrics({ tables, glyphCount }: Part): Buffer[] {
  const hmtx = table(tables, "hmtx");
  const full = table(tables, "hhea").readUInt16BE(34);
  return Array.from({ length: glyphCount }, (_, glyph) => {
    const pair = Buffer.alloc(4);
    pair.writeUInt16BE(hmtx.readUInt16BE(Math.min(glyph, full - 1) * 4), 0);
    pair.writeInt16BE(
      glyph < full ? hmtx.readInt16BE(glyph * 4 + 2) : hmtx.readInt16BE(full * 4 + (glyph - full) * 2),
      2,
    );
    return pair;
  });
}

/** A format 12 character map, the only one the joined font has (Windows, full Unicode). */
function cmapOf(characters: Map<number, number>): Buffer {
  const groups: [number, number, number][] = [];
  for (const [code, glyph] of [...characters].sort(([a], [b]) => a - b)) {
    const last = groups.at(-1);
    if (last && code === last[1] + 1 && glyph === last[2] + code - last[0]) last[1] = code;
    else groups.push([code, code, glyph]);
  }
  const cmap = Buffer.alloc(12 + 16 + groups.length * 12);
  cmap.writeUInt16BE(1, 2);
  cmap.writeUInt16BE(3, 4);
  cmap.writeUInt16BE(10, 6);
  cmap.writeUInt32BE(12, 8);
  cmap.writeUInt16BE(12, 12);
  cmap.writeUInt32BE(16 + groups.length * 12, 16);
  cmap.writeUInt32BE(groups.length, 24);
  groups.forEach(([start, end, glyph], index) => {
    cmap.writeUInt32BE(start, 28 + index * 12);
    cmap.writeUInt32BE(end, 32 + index * 12);
    cmap.writeUInt32BE(glyph, 36 + index * 12);
  });
  return cmap;
}

const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

function checksum(data: Buffer): number {
  const words = padded(data);
  let sum = 0;
  for (let at = 0; at < words.length; at += 4) sum = (sum + words.readUInt32BE(at)) >>> 0;
  return sum;
}

/** The tables as one TrueType file, with its checksums. */
function sfntOf(tables: Tables): Buffer {
  const tags = [...tables.keys()].sort();
  const power = 2 ** Math.floor(Math.log2(tags.length));
  const header = Buffer.alloc(12 + tags.length * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const head = table(tables, "head");
  head.writeUInt32BE(0, 8);
  let offset = header.length;
  const blocks = tags.map((tag, index) => {
    const data = table(tables, tag);
    const entry = 12 + index * 16;
    header.write(tag, entry, "latin1");
    header.writeUInt32BE(checksum(data), entry + 4);
    header.writeUInt32BE(offset, entry + 8);
    header.writeUInt32BE(data.length, entry + 12);
    offset += padded(data).length;
    return padded(data);
  });
  const font = Buffer.concat([header, ...blocks]);
  const headAt = header.readUInt32BE(12 + tags.indexOf("head") * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

/**
 * The fonts joined, first first: a character takes the glyph of the first font that has one. Each font is a
 * TrueType file (`sfnt`) of one typeface, weight and style.
 */
export function mergedFont(sfnts: readonly Buffer[]): MergedFont {
  const parts = sfnts.map(partOf);
  const [first] = parts;
  if (!first) throw new Error("no font to join");
  const characters = new Map<number, number>();
  const glyphs: Buffer[] = [];
  const advances: Buffer[] = [];
  for (const part of parts) {
    const shift = glyphs.length;
    for (const [code, glyph] of part.characters)
      if (!characters.has(code)) characters.set(code, glyph + shift);
    glyphs.push(...outlines(part).map((outline) => shifted(outline, shift)));
    advances.push(...metrics(part));
  }
  const loca = Buffer.alloc((glyphs.length + 1) * 4);
  let offset = 0;
  glyphs.forEach((outline, glyph) => {
    loca.writeUInt32BE(offset, glyph * 4);
    offset += padded(outline).length;
  });
  loca.writeUInt32BE(offset, glyphs.length * 4);

  const tables: Tables = new Map([...first.tables].map(([tag, data]) => [tag, Buffer.from(data)]));
  const head = table(tables, "head");
  head.writeInt16BE(1, 50);
  const maxp = table(tables, "maxp");
  maxp.writeUInt16BE(glyphs.length, 4);
  // The limits a renderer sizes its buffers by (points, contours, components…): the largest of any part.
  for (let field = 6; field + 2 <= maxp.length; field += 2)
    maxp.writeUInt16BE(
      Math.max(...parts.map(({ tables }) => table(tables, "maxp").readUInt16BE(field))),
      field,
    );
  const hhea = table(tables, "hhea");
  hhea.writeUInt16BE(glyphs.length, 34);
  hhea.writeUInt16BE(Math.max(...advances.map((pair) => pair.readUInt16BE(0))), 10);
  // Glyph names (post version 2) are the first font's only: version 3 names none.
  const post = table(tables, "post").subarray(0, 32);
  post.writeUInt32BE(0x00030000, 0);
  tables.set("post", post);
  tables.set("glyf", Buffer.concat(glyphs.map(padded)));
  tables.set("loca", loca);
  tables.set("hmtx", Buffer.concat(advances));
  tables.set("cmap", cmapOf(characters));
  const covers = (codePoint: number) => characters.has(codePoint);
  const has = (text: string) => {
    for (const character of text) if (!covers(character.codePointAt(0) ?? 0)) return false;
    return true;
  };
  // Inter has no U+FFFD: a question mark says as much where it has none.
  const replacement = has("\uFFFD") ? "\uFFFD" : "?";
  const substitute = (character: string) => {
    if (character === "\n" || has(character)) return character;
    // A space it lacks (French typography's narrow no-break space) still must not break the line.
    if (/\p{Zs}/u.test(character)) return has("\u00A0") ? "\u00A0" : " ";
    const compatible = character.normalize("NFKC");
    if (has(compatible)) return compatible;
    const bare = character.normalize("NFKD").replace(/\p{M}/gu, "");
    return bare && has(bare) ? bare : replacement;
  };
  const drawable = (text: string) => {
    const composed = text.normalize("NFC");
    // Nearly every string is drawable as it is: it is given back without being taken apart.
    return has(composed) ? composed : [...composed].map(substitute).join("");
  };
  return { font: sfntOf(tables), covers, drawable };
}
