import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { discardUnreadBody, requestBodyStream, settleRequestBody } from "./request-body-stream";

interface HandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: string;
  /** No request body is read past this (by path), whatever a route asks for. */
  bodyCeiling: (path: string) => number;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}

function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index] ?? "", req.rawHeaders[index + 1] ?? "");
  }
  return headers;
}

/**
 * The Express request as the web `Request` React Router takes. The Host was checked before this point
 * (`request-guards.ts`), so the URL always parses. The body is read lazily and never past the ceiling.
 */
function webRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  bodyCeiling: (path: string) => number,
): Request {
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
    method: req.method,
    headers: headersOf(req),
    signal: controller.signal,
    ...(hasBody ? { body: requestBodyStream(req, bodyCeiling(req.path)), duplex: "half" } : {}),
  });
}

/**
 * Writes React Router's answer. An answer given without reading the body (a refusal, or a redirect to sign-in
 * for a post from someone signed out) first lets the rest of the body arrive, briefly: Node closes the
 * connection behind an answer sent mid-upload, and the client would see a reset instead of it.
 */
async function send(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  await settleRequestBody(req);
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/**
 * React Router behind Express, in place of `@react-router/express`, whose body stream reads the whole
 * upload eagerly and destroys the socket when a handler stops reading (the client then sees a reset
 * instead of the 413 it was sent).
 */
export function reactRouterHandler({
  build,
  mode,
  bodyCeiling,
  getLoadContext,
}: HandlerOptions): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    res.once("finish", () => discardUnreadBody(req));
    try {
      await send(req, res, await handle(webRequest(req, res, bodyCeiling), getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
