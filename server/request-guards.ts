import type { Request, RequestHandler, Response } from "express";
import { decodePercent } from "~/lib/percent-decoding";
import { isCrossSite } from "~/lib/request-origin.server";
import { settleRequestBody } from "./request-body-stream";

/** Paths whose clients read JSON answers; everything else is a page and gets words. */
const JSON_PATHS = /^\/(api|backend)\//;

/** Refuses a request in the form its client reads: `{ success: false, error }` for the APIs, text for pages. */
export async function refuse(req: Request, res: Response, status: number, code: string, words: string) {
  await settleRequestBody(req);
  res.set("Cache-Control", "no-store");
  if (JSON_PATHS.test(req.baseUrl + req.path)) res.status(status).json({ success: false, error: code });
  else res.status(status).type("text/plain").send(`${words}\n`);
}

/**
 * Hosts already found valid. A site is reached under a handful of names, so each is parsed once; the set is
 * bounded, so a flood of made-up Host headers costs a parse each and no memory.
 */
const validHosts = new Set<string>();
const REMEMBERED_HOSTS = 32;

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
function isValidHost(host: string | undefined): boolean {
  if (!host) return false;
  if (validHosts.has(host)) return true;
  if (/[\s/\\?#@]/.test(host)) return false;
  let valid: boolean;
  try {
    valid = new URL(`http://${host}`).host === host.toLowerCase();
  } catch {
    valid = false;
  }
  if (valid && validHosts.size < REMEMBERED_HOSTS) validHosts.add(host);
  return valid;
}

/** The Host header and, when one is given, the first forwarded host, both as `isValidHost` accepts them. */
export function hostsAreValid(host: string | undefined, forwarded: string | undefined): boolean {
  return isValidHost(host) && (!forwarded || isValidHost(forwarded.split(",")[0]?.trim()));
}

/** Every URL the site builds starts from the Host header; a request without a usable one is malformed. */
export const validHost: RequestHandler = (req, res, next) => {
  const forwarded = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host") : undefined;
  if (hostsAreValid(req.get("Host"), forwarded)) return next();
  return refuse(req, res, 400, "bad_request", "Bad request: missing or invalid Host header.");
};

/** A path with a broken percent-encoding names no page: 400, before any router tries to decode it. */
export const decodablePath: RequestHandler = (req, res, next) => {
  if (decodePercent(req.path) !== undefined) return next();
  return refuse(req, res, 400, "bad_request", "Bad request: the address has an invalid percent-encoding.");
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing requests from another site's pages are refused, whatever the route: a cross-site form
 * could otherwise sign staff out, or post messages in a visitor's name.
 */
export function sameSiteWrites(publicSiteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const own = [`${req.protocol}://${req.host}`, publicSiteOrigin];
    if (!isCrossSite((name) => req.get(name), own)) return next();
    return refuse(
      req,
      res,
      403,
      "cross_site_request",
      "Forbidden: this form may only be sent from this site's own pages.",
    );
  };
}

/** Bodies declared larger than any route at their path takes are refused before a byte is read. */
export function bodyCeiling(limitFor: (path: string) => number): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get("Content-Length") ?? 0);
    if (!(declared > limitFor(req.path))) return next();
    return refuse(req, res, 413, "payload_too_large", "Payload too large.");
  };
}
