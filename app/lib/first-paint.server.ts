import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*\/>/g;
const HYDRATION_SCRIPT = /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;
const HYDRATION_SCRIPT_OPENING = ' type="module" async="">';
const STARTED_MODULE = /s\.textContent=("(?:[^"\\]|\\.)*");/;

/** A value as a JavaScript literal that cannot end the inline script it sits in. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/**
 * The classic script that starts the page's scripts once the browser reports its first paint (a frame later
 * where paint timing is not available): it adds every module preload at once, so no module waits for the
 * one importing it, then the hydration module, with the page's nonce when it has one.
 */
function startAtFirstPaint(nonce: string | undefined, preloads: string[], module: string): string {
  const withNonce = (element: string) =>
    nonce === undefined ? "" : `${element}.nonce=${scriptLiteral(nonce)};`;
  return (
    `<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>(function(){var started=false;function start(){` +
    `if(started)return;started=true;${scriptLiteral(preloads)}.forEach(function(href){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=href;${withNonce("l")}document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";${withNonce("s")}` +
    `s.textContent=${scriptLiteral(module)};document.body.appendChild(s)}` +
    `if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0){` +
    `new PerformanceObserver(function(list,observer){observer.disconnect();start()}).observe({type:"paint",buffered:true})}` +
    `else{requestAnimationFrame(function(){setTimeout(start)})}})()</script>`
  );
}

/**
 * Starts the page's scripts at its first paint (decision 174). React Router asks for every module of a page
 * with the document (module preloads in the head, then the hydration module), so the scripts' requests and
 * their evaluation came before the first paint whenever they arrived quickly, and competed with the
 * stylesheet, the font and the hero image on a slow line. This rewrite of the streamed document moves the
 * module preloads and the hydration module into a small script that adds them all at once as soon as the
 * first frame is on screen. Until then the page is server-rendered HTML whose links, forms, menus and
 * expandable sections work on their own.
 *
 * Everything up to the hydration script (the shell, rendered in one pass) is held and rewritten at once;
 * what streams after it passes through untouched.
 */
export function scriptsAtFirstPaint(): Transform {
  const decoder = new StringDecoder("utf8");
  let shell = "";
  let rewritten = false;
  // Where the hydration script opens, once seen; each chunk is searched, not the whole shell again.
  let opening = -1;
  const rewrite = (html: string) => {
    const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);
    return html
      .replace(MODULE_PRELOAD, "")
      .replace(HYDRATION_SCRIPT, (_script, nonce: string | undefined, module: string) =>
        startAtFirstPaint(nonce, preloads, module),
      );
  };

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

/** The hydration module a rewritten document adds at its first paint, if it has one (for its script hash). */
export function startedModule(html: string): string | undefined {
  const literal = STARTED_MODULE.exec(html)?.[1];
  return literal === undefined ? undefined : JSON.parse(literal);
}

/** The module preloads a rewritten document adds at its first paint. */
export function startedPreloads(html: string): string[] {
  const literal =
    /\(function\(\)\{var started=false;function start\(\)\{if\(started\)return;started=true;(\[[^\]]*\])/.exec(
      html,
    )?.[1];
  return literal === undefined ? [] : JSON.parse(literal);
}
