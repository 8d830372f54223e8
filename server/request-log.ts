import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Application, RequestHandler, Response } from "express";
import { redactSharePath } from "~/features/photos/index.server";
import { log } from "~/lib/log.server";

/** nginx's `$request_id`: 32 hexadecimal digits. Anything else a request carries is replaced by our own. */
const PROXY_REQUEST_ID = /^[0-9a-f]{32}$/;

/** Express's compiled `trust proxy` setting: whether the hop-th address before us is a proxy we trust. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** The `trust proxy` test Express compiled from TRUST_PROXY for this app. */
export function trustOf(app: Application): TrustProxy | undefined {
  const trust: unknown = app.get("trust proxy fn");
  return typeof trust === "function" ? (trust as TrustProxy) : undefined;
}

/** The request's id: the trusted proxy's, so its access log and ours name the request alike, or a new one. */
function requestIdOf(req: IncomingMessage, trust: TrustProxy | undefined): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" &&
    PROXY_REQUEST_ID.test(given) &&
    trust?.(req.socket.remoteAddress, 0) === true
    ? given
    : randomUUID();
}

export function requestId(res: Response): string | undefined {
  const id: unknown = res.locals.requestId;
  return typeof id === "string" ? id : undefined;
}

/**
 * One log line per request when it ends: its id, method, path (never the query string, which may carry what a
 * visitor typed, nor a share link's token), status and duration; `aborted` when the client left before the
 * answer was complete. Returns the request's id, for the answer's `X-Request-Id` (set by the caller, so that
 * the page cache can write all its headers at once).
 */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  trust: TrustProxy | undefined,
): string {
  const id = requestIdOf(req, trust);
  const started = performance.now();
  res.once("close", () => {
    log.info(
      {
        requestId: id,
        method: req.method,
        // A share link's token is its only key, so no log holds it whole.
        path: redactSharePath(path),
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
  return id;
}

/** `logRequest` for the Express app. The path is read now: routers mounted further on rewrite it. */
export const requestLog: RequestHandler = (req, res, next) => {
  const id = logRequest(req, res, req.path, trustOf(req.app));
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  next();
};
