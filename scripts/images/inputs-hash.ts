import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Every file under the given paths (files or folders), sorted, so a hash of them is stable. */
async function filesUnder(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const entry of paths) {
    const children = await readdir(entry, { withFileTypes: true, recursive: true }).catch(() => undefined);
    if (!children) files.push(entry);
    else
      for (const child of children) if (child.isFile()) files.push(path.join(child.parentPath, child.name));
  }
  return files.sort();
}

/**
 * A hash of the inputs' paths and contents, plus `data` (the part of a larger file that matters, e.g. a
 * brand's look but not its copy); a missing input simply hashes as absent.
 */
export async function hashInputs(paths: string[], data = ""): Promise<string> {
  const hash = createHash("sha256");
  hash.update(data);
  for (const file of await filesUnder(paths)) {
    hash.update(file);
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest("hex");
}

/** Whether outputs made from inputs with this hash are already in place (the stamp sits beside them). */
export async function isUpToDate(stampFile: string, hash: string): Promise<boolean> {
  return (await readFile(stampFile, "utf8").catch(() => "")) === hash;
}

export async function markUpToDate(stampFile: string, hash: string): Promise<void> {
  await writeFile(stampFile, hash);
}
