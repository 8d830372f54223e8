import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "~/lib/config.server";

/** Origins reCAPTCHA v3 needs; allowed only when it is the configured bot check. */
const RECAPTCHA_ORIGINS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

const nonces = new WeakMap<ServerResponse, string>();

export function nonceOf(res: ServerResponse): string {
  return nonces.get(res) ?? "";
}

/**
 * Every security header the site sends, from this one place. Each response gets a fresh nonce in
 * `res.locals.nonce`; React Router and React put it on each script they render.
 */
export function securityHeaders(config: Config): RequestHandler[] {
  const recaptcha = config.recaptcha ? RECAPTCHA_ORIGINS : [];
  return [
    (_req, res, next) => {
      nonces.set(res, randomBytes(16).toString("base64"));
      next();
    },
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        reportOnly: config.mode === "development",
        directives: {
          "default-src": ["'self'"],
          "script-src": ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`, "'strict-dynamic'"],
          "style-src": ["'self'"],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'", ...recaptcha],
          "frame-src": recaptcha.length ? recaptcha : ["'none'"],
          // ALTCHA solves its proof of work in a worker file of our own; reCAPTCHA needs none.
          "worker-src": recaptcha.length ? ["'none'"] : ["'self'"],
          "manifest-src": ["'self'"],
          "object-src": ["'none'"],
          "base-uri": ["'none'"],
          "frame-ancestors": ["'none'"],
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
    (_req, res, next) => {
      res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
      next();
    },
  ];
}
