import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Asks for the page's scripts at low priority. React Router lists every module a page needs as a module
 * preload in the head, which browsers fetch at high priority, beside the stylesheet, the font and the hero
 * image: on a slow phone they delayed the first paint (decision 006). At low priority they are still all
 * requested at once with the document (no chain of imports discovered one after another), the page
 * hydrates as soon as they arrive, and what the first paint needs goes first.
 */
export function modulePreloadsAtLowPriority(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const rewrite = (html: string) => html.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // A tag cut in two by the chunk boundary waits for the rest.
      const cut = text.lastIndexOf("<");
      const end = cut >= 0 && MODULE_PRELOAD.startsWith(text.slice(cut)) ? cut : text.length;
      pending = text.slice(end);
      callback(null, rewrite(text.slice(0, end)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
