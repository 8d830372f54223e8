import yauzl from "yauzl";

/** Every file of a zip archive: its path inside the archive and its bytes. */
export async function zipContents(file: string): Promise<Map<string, Buffer>> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk);
      files.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return files;
}
