/** A file of one archive, and the item whose photo it is. */
export interface NamedFile {
  item: string;
  /** Its path inside the archive. */
  name: string;
}

/** `name` with `-{n}` before the first dot of its file name (`20706200.MAIN.jpg` → `20706200-2.MAIN.jpg`). */
function numbered(name: string, n: number): string {
  if (n === 1) return name;
  const folder = name.lastIndexOf("/") + 1;
  const dot = name.indexOf(".", folder);
  const end = dot === -1 ? name.length : dot;
  return `${name.slice(0, end)}-${n}${name.slice(end)}`;
}

/** How a file system that ignores case (Windows, macOS) tells names apart. */
const folded = (name: string) => name.toLowerCase();

/**
 * The files with names unique within their archive, as a file system that ignores case sees them: two
 * item numbers can give the same name once a preset drops their dashes (`20706-200` and `2070-6200` are
 * both `20706200.MAIN.jpg` for Amazon) or differ only in case, and unzipping would write one over the
 * other. The first item keeps its names; each later item whose names are taken has all its names numbered
 * alike (`-2`, `-3`…) before the first dot of the file name, so its photos stay together (decision 293).
 */
export function uniqueNames<T extends NamedFile>(files: readonly T[]): T[] {
  const byItem = new Map<string, T[]>();
  for (const file of files) {
    const group = byItem.get(file.item);
    if (group) group.push(file);
    else byItem.set(file.item, [file]);
  }
  const taken = new Set<string>();
  const renamed = new Map<T, string>();
  for (const group of byItem.values()) {
    for (let n = 1; ; n++) {
      const names = group.map(({ name }) => numbered(name, n));
      const keys = names.map(folded);
      if (new Set(keys).size !== keys.length || keys.some((key) => taken.has(key))) continue;
      for (const key of keys) taken.add(key);
      for (const [index, file] of group.entries()) renamed.set(file, names[index] ?? file.name);
      break;
    }
  }
  return files.map((file) => {
    const name = renamed.get(file) ?? file.name;
    return name === file.name ? file : { ...file, name };
  });
}

/** Whether a file's name no longer shows its item number as typed, so the archive must say whose it is. */
export function hidesItself({ item, name }: NamedFile): boolean {
  return !name.includes(item);
}
