import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { modulePreloadsAtLowPriority } from "./script-priority.server";

const PAGE =
  `<!DOCTYPE html><html lang="fr"><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/root-C.css"/></head>` +
  `<body><p>Café — « déjà » &lt;link rel=&quot;modulepreload&quot;</p>` +
  `<script type="module" async="">import("/assets/entry.client-A.js");</script></body></html>`;
const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

const rewrite = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(modulePreloadsAtLowPriority()));

describe("modulePreloadsAtLowPriority", () => {
  it("asks for every module preload at low priority and leaves the rest of the page as it was", async () => {
    expect(await rewrite([Buffer.from(PAGE)])).toBe(EXPECTED);
  });

  it("rewrites a tag or a character cut in two by the stream", async () => {
    const bytes = Buffer.from(PAGE);
    for (let size = 1; size <= 40; size++) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
        bytes.subarray(index * size, (index + 1) * size),
      );
      expect(await rewrite(chunks)).toBe(EXPECTED);
    }
  });
});
