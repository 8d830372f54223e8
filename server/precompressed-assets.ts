import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

/**
 * Serves a hashed asset's Brotli or gzip copy, written at build time (scripts/precompress-assets.ts), to a
 * browser that accepts it; anything else falls through to the plain file.
 */
export function precompressedAssets(dir: string, maxAgeMs: number): RequestHandler {
  // The build's files never change while it is served: list them once.
  const available = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    const name = req.path.slice(1);
    const copies = ENCODINGS.filter((encoding) => available.has(`${name}${encoding.extension}`));
    if (copies.length === 0 || (req.method !== "GET" && req.method !== "HEAD")) {
      next();
      return;
    }
    res.vary("Accept-Encoding");
    // Brotli whenever it is accepted: browsers list gzip first, with the same weight.
    const encoding = copies.find((copy) => req.acceptsEncodings(copy.name) === copy.name);
    if (!encoding) {
      next();
      return;
    }
    res.type(path.extname(name));
    res.sendFile(
      `${name}${encoding.extension}`,
      { root: dir, maxAge: maxAgeMs, immutable: true, headers: { "Content-Encoding": encoding.name } },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
