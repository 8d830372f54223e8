import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { scriptsAtFirstPaint, startedModule, startedPreloads } from "./first-paint.server";

const NONCE = "n0nce+/=";
const HEAD =
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-C.css"/></head>`;
const MODULE = `;\nimport * as route0 from "/assets/root-B.js";\nwindow.x = "<\\/script>".length;\nimport("/assets/entry.client-A.js");`;
const BODY =
  `<body><h1>Café à Oakville — « Bienvenue »</h1>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE}</script>`;
const STREAMED = `<div hidden id="S:0"><p>Suite — déjà là</p></div></body></html>`;
const PRELOADS = ["/assets/entry.client-A.js", "/assets/root-B.js"];

const rewrite = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(scriptsAtFirstPaint()));

interface Element {
  tagName: string;
  [property: string]: string;
}

/** Runs a starter script against a minimal page; returns what it adds, and how to report the first paint. */
function run(starter: string) {
  const added: Element[] = [];
  let reportPaint = () => {};
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
      reportPaint = () => callback([], { disconnect: () => {} });
    }
    observe() {}
  }
  const page = {
    window: { PerformanceObserver },
    PerformanceObserver,
    requestAnimationFrame: () => {},
    setTimeout: () => {},
    document: {
      createElement: (tagName: string): Element => ({ tagName }),
      head: { appendChild: (element: Element) => added.push(element) },
      body: { appendChild: (element: Element) => added.push(element) },
    },
  };
  new Function(...Object.keys(page), starter)(...Object.values(page));
  return { added, reportPaint: () => reportPaint() };
}

describe("scriptsAtFirstPaint", () => {
  it("takes the module preloads and the hydration module out of the document, for its first paint", async () => {
    const html = await rewrite([Buffer.from(HEAD + BODY + STREAMED)]);
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-C.css"/>`);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain('observe({type:"paint",buffered:true})');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(html.endsWith(STREAMED)).toBe(true);
  });

  it("adds every preload, then the very same module, with the page's nonce, at the first paint only", async () => {
    const html = await rewrite([Buffer.from(HEAD + BODY + STREAMED)]);
    const starter = /<script nonce="([^"]*)">(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(html);
    expect(starter?.[1]).toBe(NONCE);
    const { added, reportPaint } = run(starter?.[2] ?? "");
    expect(added).toEqual([]);
    reportPaint();
    reportPaint();
    expect(added).toEqual([
      ...PRELOADS.map((href) => ({ tagName: "link", rel: "modulepreload", href, nonce: NONCE })),
      { tagName: "script", type: "module", nonce: NONCE, textContent: MODULE },
    ]);
    // Nothing in the inline script can close it early.
    expect(starter?.[2]).not.toContain("</");
  });

  it("gives the same document however the stream is cut, even inside a character", async () => {
    const whole = Buffer.from(HEAD + BODY + STREAMED);
    const expected = await rewrite([whole]);
    for (let at = 1; at < whole.length; at += 7) {
      expect(await rewrite([whole.subarray(0, at), whole.subarray(at)])).toBe(expected);
    }
    const bytes = [...whole].map((byte) => Buffer.from([byte]));
    expect(await rewrite(bytes)).toBe(expected);
  });

  it("renders a shared page without any nonce, and reads its module and preloads back", async () => {
    const shared = (HEAD + BODY).replaceAll(` nonce="${NONCE}"`, "");
    const html = await rewrite([Buffer.from(shared + STREAMED)]);
    expect(html).not.toContain("nonce");
    expect(html).toContain("<script>(function(){var started");
    expect(startedModule(html)).toBe(MODULE);
    expect(startedPreloads(html)).toEqual(PRELOADS);
    expect(startedModule(shared)).toBeUndefined();
  });

  it("leaves a document without scripts as it was", async () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Déjà</p></body></html>";
    expect(await rewrite([Buffer.from(plain)])).toBe(plain);
  });
});
