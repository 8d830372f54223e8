import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { COPY_PREVIEW_PARAM, COPY_PREVIEW_VALUE, STUDIO_PREVIEWS_PATH } from "~/features/studio/index.server";
import type { Config } from "~/lib/config.server";

/** Origins reCAPTCHA v3 needs; allowed only when it is the configured bot check. */
const RECAPTCHA_ORIGINS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

/**
 * A studio preview (staff only) shows a draft in a frame at a phone's width (decisions 220, 227): a brand's
 * preview frames itself, a page's frames the public page asked for as its draft's preview. Only the same
 * site may frame either; nothing else frames or is framed.
 */
function framesItself(req: IncomingMessage): boolean {
  const url = req.url ?? "";
  const query = url.indexOf("?");
  return (
    url.startsWith(`${STUDIO_PREVIEWS_PATH}/`) ||
    (query >= 0 &&
      new URLSearchParams(url.slice(query + 1)).getAll(COPY_PREVIEW_PARAM).includes(COPY_PREVIEW_VALUE))
  );
}

const nonces = new WeakMap<ServerResponse, string>();
const scriptHashes = new WeakMap<ServerResponse, readonly string[]>();

export function nonceOf(res: ServerResponse): string | undefined {
  return nonces.get(res);
}

/**
 * A page served from the page cache carries no nonce (one would be replayed to every visitor): its policy
 * allows exactly its own inline scripts by hash, and scripts from the site itself. Without
 * 'strict-dynamic', which would block the modules the inline hydration script imports.
 */
export function allowScriptHashes(res: ServerResponse, hashes: readonly string[]): void {
  scriptHashes.set(res, hashes);
}

function scriptSources(res: ServerResponse): string {
  const hashes = scriptHashes.get(res);
  if (hashes) return hashes.join(" ");
  return `'nonce-${nonceOf(res)}' 'strict-dynamic'`;
}

/**
 * Every security header the site sends, from this one place. Each response rendered for its request gets a
 * fresh nonce, which React Router and React put on each script they render; a cached page gets its hashes.
 */
export function securityHeaders(config: Config): RequestHandler[] {
  const recaptcha = config.recaptcha ? RECAPTCHA_ORIGINS : [];
  return [
    (_req, res, next) => {
      if (!scriptHashes.has(res)) nonces.set(res, randomBytes(16).toString("base64"));
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        reportOnly: config.mode === "development",
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => scriptSources(res)],
          "style-src": ["'self'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'", ...recaptcha],
          // A studio preview frames itself at a phone's width; nothing else frames or is framed.
          "frame-src": [
            (req) =>
              framesItself(req) ? ["'self'", ...recaptcha].join(" ") : recaptcha.join(" ") || "'none'",
          ],
          // ALTCHA solves its proof of work in a worker file of our own; reCAPTCHA needs none.
          "worker-src": recaptcha.length ? ["'none'"] : ["'self'"],
          "manifest-src": ["'self'"],
          "object-src": ["'none'"],
          "base-uri": ["'none'"],
          "frame-ancestors": [(req) => (framesItself(req) ? "'self'" : "'none'")],
          "form-action": ["'self'"],
          ...(config.secure ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: config.secure
        ? { maxAge: 63_072_000, includeSubDomains: true, preload: true }
        : false,
      xContentTypeOptions: true,
      xFrameOptions: { action: "deny" },
      xPermittedCrossDomainPolicies: { permittedPolicies: "none" },
      originAgentCluster: true,
      xDnsPrefetchControl: { allow: false },
      xDownloadOptions: true,
      xXssProtection: false,
    }),
    (req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
      if (framesItself(req)) res.setHeader("X-Frame-Options", "SAMEORIGIN");
      next();
    },
  ];
}
