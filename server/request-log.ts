import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { redactSharePath } from "~/features/photos/share-token";
import { log } from "~/lib/log.server";

/** nginx's `$request_id`: 32 hexadecimal digits. Anything else a request carries is replaced by our own. */
const PROXY_REQUEST_ID = /^[0-9a-f]{32}$/;

/** Whether the connection comes from a proxy TRUST_PROXY names (Express compiles the setting into this test). */
function fromTrustedProxy(req: Request): boolean {
  const trust: unknown = req.app.get("trust proxy fn");
  return typeof trust === "function" && trust(req.socket.remoteAddress, 0) === true;
}

/** The request's id: the trusted proxy's, so its access log and ours name the request alike, or a new one. */
function requestIdOf(req: Request): string {
  const given = req.get("X-Request-Id");
  return given && PROXY_REQUEST_ID.test(given) && fromTrustedProxy(req) ? given : randomUUID();
}

export function requestId(res: Response): string | undefined {
  const id: unknown = res.locals.requestId;
  return typeof id === "string" ? id : undefined;
}

/**
 * One log line per request when it ends: its id, method, path (never the query string, which may carry what a
 * visitor typed, nor a share link's token), status and duration; `aborted` when the client left before the answer was complete.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const id = requestIdOf(req);
  res.locals.requestId = id;
  res.setHeader("X-Request-Id", id);
  const started = performance.now();
  // Read now: routers mounted further on rewrite the path while they run. A share link's token is its only
  // key, so no log holds it whole.
  const path = redactSharePath(req.path);
  res.once("close", () => {
    log.info(
      {
        requestId: id,
        method: req.method,
        path,
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
  next();
};
