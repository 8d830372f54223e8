import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferredModule, scriptsAfterFirstPaint } from "./first-paint.server";

const NONCE = "n0nce+/=";
const HEAD =
  `<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-C.css"/></head>`;
const MODULE = `;\nimport * as route0 from "/assets/root-B.js";\nwindow.x = "</script>".length;\nimport("/assets/entry.client-A.js");`;
const BODY =
  `<body><h1>Café à Oakville — « Bienvenue »</h1>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE.replace("</script>", "<\\/script>")}</script>`;
const STREAMED = `<div hidden id="S:0"><p>Suite — déjà là</p></div></body></html>`;
async function rewrite(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe("scriptsAfterFirstPaint", () => {
  it("drops the module preloads and starts the hydration module after the first paint", async () => {
    const html = await rewrite([Buffer.from(HEAD + BODY + STREAMED)]);
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/root-C.css"/>`);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain('observe({type:"paint",buffered:true})');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(html.endsWith(STREAMED)).toBe(true);
  });

  it("inserts the very same module, with the page's nonce, once run", async () => {
    const html = await rewrite([Buffer.from(HEAD + BODY + STREAMED)]);
    const deferred = /<script nonce="([^"]*)">(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(html);
    expect(deferred?.[1]).toBe(NONCE);
    const appended: Array<{ type: string; nonce: string; textContent: string }> = [];
    const script = { type: "", nonce: "", textContent: "" };
    // A browser with paint timing: the module goes in when the first paint is reported, and only once.
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
        createElement: () => script,
        body: { appendChild: (element: typeof script) => appended.push(element) },
      },
    };
    new Function(...Object.keys(page), deferred?.[2] ?? "")(...Object.values(page));
    expect(appended).toEqual([]);
    reportPaint();
    reportPaint();
    expect(appended).toEqual([
      { type: "module", nonce: NONCE, textContent: MODULE.replace("</script>", "<\\/script>") },
    ]);
    // Nothing in the inline script can close it early.
    expect(deferred?.[2]).not.toContain("</");
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

  it("renders a shared page without any nonce, and reads its deferred module back", async () => {
    const shared = (HEAD + BODY).replaceAll(` nonce="${NONCE}"`, "");
    const html = await rewrite([Buffer.from(shared + STREAMED)]);
    expect(html).not.toContain("nonce");
    expect(html).toContain("<script>(function(){var started");
    expect(deferredModule(html)).toBe(MODULE.replace("</script>", "<\\/script>"));
    expect(deferredModule(shared)).toBeUndefined();
  });

  it("leaves a document without scripts as it was", async () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Déjà</p></body></html>";
    expect(await rewrite([Buffer.from(plain)])).toBe(plain);
  });
});
