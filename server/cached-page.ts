import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { startedModule } from "~/lib/first-paint.server";
import type { Language } from "~/lib/languages";

export type Encoding = "br" | "gzip" | "identity";

export interface PageBody {
  encoding: Encoding;
  bytes: Buffer;
}

export interface CachedPage {
  language: Language;
  etag: string;
  /** `'sha256-…'` of every inline script the page runs, for its Content-Security-Policy. */
  scriptHashes: readonly string[];
  bodyFor(encoding: Encoding): PageBody;
}

/** Inline scripts (no `src`), with their type if any; JSON-LD is data, not a script the policy governs. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_TYPE = /\stype="application\/(?:ld\+)?json"/;

// On the thread pool: the highest Brotli setting takes a while on a large page, and other requests go on.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The hash of each inline script exactly as the browser will see its text, and of the hydration module the
 * document adds at its first paint (a script added at run time is checked against the same list).
 */
export function inlineScriptHashes(html: string): string[] {
  const texts = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = ""]) => !DATA_TYPE.test(attributes))
    .map(([, , text = ""]) => text);
  const started = startedModule(html);
  if (started !== undefined) texts.push(started);
  return [...new Set(texts.map(sha256))];
}

/** A rendered page as the cache keeps it: compressed once, at the highest settings, since it is sent many times. */
export async function cachedPage(html: string, language: Language): Promise<CachedPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const bodies: Record<Encoding, Buffer> = { identity, br, gzip: gz };
  const digest = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return {
    language,
    etag: `"${digest}"`,
    scriptHashes: inlineScriptHashes(html),
    bodyFor: (encoding) => ({ encoding, bytes: bodies[encoding] }),
  };
}
