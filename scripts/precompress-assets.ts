// Writes Brotli (best quality) and gzip copies of the built scripts and styles, once per build, so the
// server sends them without compressing on every request, and smaller than on-the-fly compression would.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const ASSETS = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client", "assets");
const COMPRESSIBLE = /\.(js|css|svg)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(ASSETS)).filter((file) => COMPRESSIBLE.test(file));
await Promise.all(
  files.map(async (file) => {
    const source = path.join(ASSETS, file);
    const content = await readFile(source);
    await writeFile(
      `${source}.br`,
      await brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    await writeFile(`${source}.gz`, await gzipped(content, { level: constants.Z_BEST_COMPRESSION }));
  }),
);
console.log(`precompressed assets: ${files.length} files`);
