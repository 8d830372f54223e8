import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g;
const HYDRATION_SCRIPT = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
const HYDRATION_SCRIPT_OPENING = ' type="module" async="">';
const DEFERRED_MODULE = /s\.textContent=("(?:[^"\\]|\\.)*");/;

/** A string as a JavaScript literal that cannot end the inline script it sits in. */
const scriptLiteral = (value: string) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * Inserts the hydration module once the browser reports its first paint (a frame later where paint timing
 * is not available), with the page's own nonce. A page rendered once for many visitors has none: its
 * policy lists the hash of each inline script instead, this module's included (`deferredModule`).
 */
function afterFirstPaint(nonce: string | undefined, module: string): string {
  return (
    `<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>(function(){var started=false;function start(){if(started)return;started=true;` +
    `var s=document.createElement("script");s.type="module";${nonce === undefined ? "" : `s.nonce=${scriptLiteral(nonce)};`}` +
    `s.textContent=${scriptLiteral(module)};document.body.appendChild(s)}` +
    `if(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){` +
    `new PerformanceObserver(function(list,observer){observer.disconnect();start()}).observe({type:"paint",buffered:true})}` +
    `else{requestAnimationFrame(function(){setTimeout(start)})}})()</script>`
  );
}

/**
 * Starts the page's scripts after its first paint. React Router asks for every module of a page at once
 * (module preloads in the head, then the hydration module), so on a slow phone the scripts competed with
 * the document, the stylesheet and the hero image for the first paint. This rewrite of the streamed
 * document drops the module preloads and has the hydration module inserted once the first frame is on
 * screen. Until then the page is server-rendered HTML whose links and forms work on their own.
 *
 * Everything up to the hydration script (the shell, rendered in one pass) is held and rewritten at once;
 * what streams after it passes through untouched.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let shell = "";
  let rewritten = false;
  // Where the hydration script opens, once seen; each chunk is searched, not the whole shell again.
  let opening = -1;
  const rewrite = (html: string) =>
    html
      .replace(MODULE_PRELOAD, "")
      .replace(HYDRATION_SCRIPT, (_script, nonce: string | undefined, module: string) =>
        afterFirstPaint(nonce, module),
      );

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (rewritten) {
        callback(null, text);
        return;
      }
      const searchFrom = Math.max(0, shell.length - HYDRATION_SCRIPT_OPENING.length);
      shell += text;
      if (opening < 0) opening = shell.indexOf(HYDRATION_SCRIPT_OPENING, searchFrom);
      // searchFrom reaches back far enough for a closing tag cut in two as well.
      if (opening < 0 || shell.indexOf("</script>", Math.max(opening, searchFrom)) < 0) {
        callback();
        return;
      }
      rewritten = true;
      callback(null, rewrite(shell));
      shell = "";
    },
    flush(callback) {
      callback(null, rewritten ? decoder.end() : rewrite(shell + decoder.end()));
    },
  });
}

/** The text of the hydration module a rewritten document inserts after its first paint, if it has one. */
export function deferredModule(html: string): string | undefined {
  const literal = DEFERRED_MODULE.exec(html)?.[1];
  return literal === undefined ? undefined : JSON.parse(literal);
}
