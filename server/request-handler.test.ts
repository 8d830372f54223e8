import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import express, { type ErrorRequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BodyTooLargeError, readBody } from "~/lib/request-body.server";
import { closeWhenBodyAbandoned } from "./request-body-stream";
import { reactRouterHandler } from "./request-handler";

/** No body is read past this; small enough that an over-limit body takes a few socket reads. */
const CEILING = 256 * 1024;
/** No exchange in these tests takes longer; the settle wait of a refusal is 2 s. */
const REPLY_MS = 8000;

type Answer = (request: Request) => Response | Promise<Response>;

/** How the site answers, given the `Request` React Router hands it; each test sets its own. */
let answer: Answer;
/** Errors React Router reported, errors passed on to Express, and promises nobody handled. */
let routerErrors: unknown[] = [];
let expressErrors: unknown[] = [];
let unhandled: unknown[] = [];
let connections = 0;

const page = () => null;

/**
 * A build with one page at every path, whose document is whatever `answer` returns: React Router hands the
 * entry's document handler the `Request` the adapter built, and returns its `Response` as it is. (Every
 * method reaches it; without an action, React Router reports a 405 for a POST and renders the document.)
 */
const build: ServerBuild = {
  entry: {
    module: {
      default: (request) => answer(request),
      handleError: (error) => {
        routerErrors.push(error);
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: page } },
    "routes/any": { id: "routes/any", parentId: "root", path: "*", module: { default: page } },
  },
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
};

const recordUnhandled = (reason: unknown) => {
  unhandled.push(reason);
};
const lastResort: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  expressErrors.push(error);
  res.status(500).end();
};

const app = express();
app.use(
  reactRouterHandler({
    build: async () => build,
    mode: "production",
    bodyCeiling: () => CEILING,
    getLoadContext: () => new RouterContextProvider(),
  }),
);
app.use(lastResort);
const server = http.createServer(app);
server.on("request", closeWhenBodyAbandoned);
server.on("connection", () => {
  connections += 1;
});
let port = 0;

beforeAll(async () => {
  process.on("unhandledRejection", recordUnhandled);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  process.off("unhandledRejection", recordUnhandled);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answer = () => new Response("unset", { status: 500 });
  routerErrors = [];
  expressErrors = [];
  unhandled = [];
  connections = 0;
});
afterEach(async () => {
  // A rejection nobody handled surfaces within a turn or two of the event loop.
  await pause(20);
  expect(unhandled).toEqual([]);
  expect(expressErrors).toEqual([]);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves like `promise`, or fails after `ms`: no test waits forever on the server. */
async function within<T>(promise: Promise<T>, ms = REPLY_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no outcome within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `size` bytes that differ from one position to the next, so a chunk out of order shows. */
function pattern(size: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + seed) % 251;
  return bytes;
}

/** What a handler read of the body, and the error that stopped it, if one did. */
type BodyRead = { bytes: Buffer; error?: unknown };

/** The request body as a handler reads it, chunk by chunk; where it stopped and why, if it failed. */
async function readAll(request: Request, onChunk?: (received: number) => void): Promise<BodyRead> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (!request.body) return { bytes: Buffer.alloc(0) };
  const reader = request.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { bytes: Buffer.concat(chunks) };
      chunks.push(value);
      received += value.byteLength;
      onChunk?.(received);
    }
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error };
  }
}

interface Reply {
  status: number;
  statusMessage: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body as it arrived, piece by piece. */
  pieces: Buffer[];
}

/** A request to the test server over loopback; the caller writes (and ends) the body. */
function open(path: string, options: http.RequestOptions = {}) {
  const request = http.request({ host: "127.0.0.1", port, path, method: "POST", ...options });
  request.setTimeout(REPLY_MS, () => request.destroy(new Error("no reply in time")));
  let answered = false;
  let socket: Socket | undefined;
  request.once("socket", (assigned) => {
    socket = assigned;
  });
  const reply = new Promise<Reply>((resolve, reject) => {
    // Writes after the answer may fail once the server closes; only a failure before it counts.
    request.on("error", reject);
    request.once("response", (response) => {
      answered = true;
      const pieces: Buffer[] = [];
      response.on("data", (chunk: Buffer) => pieces.push(chunk));
      response.on("error", reject);
      response.once("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          statusMessage: response.statusMessage ?? "",
          headers: response.headers,
          body: Buffer.concat(pieces),
          pieces,
        }),
      );
    });
  });
  return { request, reply, answered: () => answered, socket: () => socket };
}

/** Writes `body` in pieces of `piece` bytes, `gapMs` apart, stopping early once `stop` says so. */
async function writeInPieces(
  request: http.ClientRequest,
  body: Buffer,
  piece: number,
  gapMs: number,
  stop: () => boolean = () => false,
): Promise<number> {
  let sent = 0;
  while (sent < body.byteLength && !stop() && !request.destroyed) {
    const next = body.subarray(sent, sent + piece);
    await new Promise<void>((resolve) => request.write(next, () => resolve()));
    sent += next.byteLength;
    await pause(gapMs);
  }
  return sent;
}

const echo: Answer = async (request) => {
  const read = await readAll(request);
  if (read.error) return new Response(String(read.error), { status: 500 });
  return new Response(new Uint8Array(read.bytes), {
    headers: { "Content-Type": "application/octet-stream" },
  });
};

describe("request bodies", () => {
  it("delivers a body within the ceiling whole when its length is declared", async () => {
    answer = echo;
    const body = pattern(CEILING);
    const { request, reply } = open("/echo", { headers: { "Content-Length": String(body.byteLength) } });
    request.end(body);
    const { status, body: echoed } = await within(reply);
    expect(status).toBe(200);
    expect(echoed.byteLength).toBe(CEILING);
    expect(echoed.equals(body)).toBe(true);
  });

  it("delivers a chunked body of several writes whole and in order", async () => {
    answer = echo;
    const body = pattern(100_000, 7);
    const { request, reply } = open("/echo", { headers: { "Transfer-Encoding": "chunked" } });
    await writeInPieces(request, body, 9_973, 5);
    request.end();
    const { status, body: echoed } = await within(reply);
    expect(status).toBe(200);
    expect(echoed.equals(body)).toBe(true);
  });

  it("delivers an empty chunked body as an empty stream, and no body at all on GET", async () => {
    answer = async (request) =>
      Response.json({ hasBody: request.body !== null, bytes: (await readAll(request)).bytes.byteLength });
    const empty = open("/echo", { headers: { "Transfer-Encoding": "chunked" } });
    empty.request.end();
    expect(JSON.parse((await within(empty.reply)).body.toString())).toEqual({ hasBody: true, bytes: 0 });
    const get = open("/echo", { method: "GET" });
    get.request.end();
    expect(JSON.parse((await within(get.reply)).body.toString())).toEqual({ hasBody: false, bytes: 0 });
  });

  // In the site, `bodyCeiling` (request-guards.ts) refuses such a request before it reaches React Router;
  // the adapter stops it all the same.
  it("stops a declared body over the ceiling at the ceiling, and answers before the rest is sent", async () => {
    let read: BodyRead | undefined;
    answer = async (request) => {
      read = await readAll(request);
      return new Response("Payload too large.", { status: 413 });
    };
    const declared = CEILING * 16;
    const { request, reply, answered } = open("/upload", { headers: { "Content-Length": String(declared) } });
    // Only an eighth of the declared body is ever sent: the refusal cannot have waited for all of it.
    const sent = await writeInPieces(request, pattern(declared / 8), 16 * 1024, 2, answered);
    const { status, body } = await within(reply);
    request.destroy();
    expect(sent).toBeLessThan(declared);
    expect(status).toBe(413);
    expect(body.toString()).toBe("Payload too large.");
    expect(read?.error).toBeInstanceOf(BodyTooLargeError);
    expect(read?.error).toMatchObject({ limit: CEILING });
    expect(read?.bytes.byteLength).toBeLessThanOrEqual(CEILING);
  });

  it("stops a chunked body that grows past the ceiling while it is still arriving", async () => {
    let read: BodyRead | undefined;
    let sent = 0;
    let sentWhenStopped = 0;
    answer = async (request) => {
      read = await readAll(request);
      sentWhenStopped = sent;
      return new Response("Payload too large.", { status: 413 });
    };
    const total = CEILING * 4;
    const body = pattern(total);
    const { request, reply } = open("/upload", { headers: { "Transfer-Encoding": "chunked" } });
    for (let offset = 0; offset < total && !request.destroyed; offset += 16 * 1024) {
      const piece = body.subarray(offset, offset + 16 * 1024);
      await new Promise<void>((resolve) => request.write(piece, () => resolve()));
      sent += piece.byteLength;
      await pause(3);
    }
    const ended = performance.now();
    request.end();
    const { status } = await within(reply);
    // The refusal waits for the rest of the body to be thrown away, not for its two-second limit.
    expect(performance.now() - ended).toBeLessThan(1000);
    expect(status).toBe(413);
    expect(read?.error).toBeInstanceOf(BodyTooLargeError);
    expect(read?.bytes.byteLength).toBeLessThanOrEqual(CEILING);
    // What the handler read is the start of the body, in order.
    expect(read?.bytes.equals(body.subarray(0, read.bytes.byteLength))).toBe(true);
    expect(sentWhenStopped).toBeLessThan(total);
  });

  it("lets a handler with a smaller limit of its own (readBody) answer 413 to an oversized chunked body", async () => {
    answer = async (request) => {
      const outcome = await readBody(request, CEILING / 4);
      return outcome.ok
        ? new Response(`read ${outcome.bytes.byteLength}`)
        : new Response("Payload too large.", { status: 413 });
    };
    const { request, reply } = open("/upload", { headers: { "Transfer-Encoding": "chunked" } });
    await writeInPieces(request, pattern(CEILING), 16 * 1024, 2);
    const ended = performance.now();
    request.end();
    const { status, body } = await within(reply);
    expect(performance.now() - ended).toBeLessThan(1000);
    expect(status).toBe(413);
    expect(body.toString()).toBe("Payload too large.");
  });
});

describe("an aborted upload", () => {
  it("errors the body stream and aborts the signal, and the server carries on", async () => {
    const firstChunk = Promise.withResolvers<void>();
    const seen = Promise.withResolvers<{ read: BodyRead; aborted: boolean }>();
    answer = async (request) => {
      const read = await readAll(request, () => firstChunk.resolve());
      if (!request.signal.aborted) {
        await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
      }
      seen.resolve({ read, aborted: request.signal.aborted });
      return new Response("too late");
    };
    const { request, reply } = open("/upload", { headers: { "Content-Length": String(CEILING) } });
    const failed = reply.then(
      () => "answered",
      () => "failed",
    );
    request.write(pattern(4096));
    await within(firstChunk.promise);
    request.destroy();
    const { read, aborted } = await within(seen.promise);
    expect(aborted).toBe(true);
    expect(read.error).toMatchObject({ code: "ECONNRESET" });
    expect(read.bytes.byteLength).toBeGreaterThan(0);
    expect(read.bytes.byteLength).toBeLessThan(CEILING);
    expect(await within(failed)).toBe("failed");

    // The server still answers.
    answer = () => new Response("still here");
    const next = open("/after", { method: "GET" });
    next.request.end();
    expect((await within(next.reply)).body.toString()).toBe("still here");
  });

  it("aborts the signal of a handler that never reads the body", async () => {
    const started = Promise.withResolvers<void>();
    const seen = Promise.withResolvers<boolean>();
    answer = async (request) => {
      started.resolve();
      await new Promise((resolve) => request.signal.addEventListener("abort", resolve, { once: true }));
      seen.resolve(request.signal.aborted);
      return new Response("too late");
    };
    const { request, reply } = open("/slow", { headers: { "Content-Length": "1000" } });
    reply.catch(() => undefined);
    request.write("x".repeat(100));
    await within(started.promise);
    request.destroy();
    expect(await within(seen.promise)).toBe(true);
  });
});

describe("unread bodies", () => {
  it("are thrown away so the connection carries the next request, and the answer is still sent", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A success that ignores the body, sent while most of the body is still to come.
      answer = () => new Response("ignored");
      const first = open("/ignore", { agent, headers: { "Content-Length": String(CEILING) } });
      const body = pattern(CEILING);
      await writeInPieces(first.request, body.subarray(0, 16 * 1024), 16 * 1024, 0);
      const firstReply = await within(first.reply);
      expect(firstReply.status).toBe(200);
      expect(firstReply.body.toString()).toBe("ignored");
      first.request.end(body.subarray(16 * 1024));

      // A refusal that ignores the body.
      answer = () => new Response("Forbidden.", { status: 403 });
      const second = open("/refuse", { agent, headers: { "Content-Length": String(CEILING) } });
      second.request.end(pattern(CEILING, 3));
      const secondReply = await within(second.reply);
      expect(secondReply.status).toBe(403);
      expect(secondReply.body.toString()).toBe("Forbidden.");

      answer = echo;
      const third = open("/echo", { agent, headers: { "Content-Length": "5" } });
      third.request.end("hello");
      expect((await within(third.reply)).body.toString()).toBe("hello");

      expect(connections).toBe(1);
      expect(second.socket()).toBe(first.socket());
      expect(third.socket()).toBe(first.socket());
    } finally {
      agent.destroy();
    }
  });

  it("are thrown away after a handler stops reading part-way, so the next request is answered", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      answer = async (request) => {
        const reader = request.body?.getReader();
        await reader?.read();
        await reader?.cancel();
        return new Response("enough");
      };
      const body = pattern(CEILING);
      const first = open("/sample", { agent, headers: { "Content-Length": String(body.byteLength) } });
      await writeInPieces(first.request, body.subarray(0, 16 * 1024), 16 * 1024, 0);
      expect((await within(first.reply)).body.toString()).toBe("enough");
      first.request.end(body.subarray(16 * 1024));

      answer = echo;
      const second = open("/echo", { agent, headers: { "Content-Length": "5" } });
      second.request.end("hello");
      expect((await within(second.reply)).body.toString()).toBe("hello");
      expect(connections).toBe(1);
      expect(second.socket()).toBe(first.socket());
    } finally {
      agent.destroy();
    }
  });
});

describe("a body given up on", () => {
  it("closes its connection once it is answered: the client reads the answer, then the server is gone", async () => {
    answer = () => new Response("Forbidden.", { status: 403 });
    // Declared far past what the server throws away (8 MB), and sent while the server stops taking it.
    const size = 12 * 1024 * 1024;
    const sent = open("/refuse", { headers: { "Content-Length": String(size) } });
    const closed = new Promise<void>((resolve) => sent.request.once("close", () => resolve()));
    void writeInPieces(sent.request, pattern(size), 256 * 1024, 0);
    const reply = await within(sent.reply);
    expect(reply.status).toBe(403);
    expect(reply.body.toString()).toBe("Forbidden.");
    // Closed within the moment the server leaves for the answer to be read, not the request's timeout.
    await within(closed, 4000);
    expect(sent.socket()?.destroyed).toBe(true);
  });
});

describe("request line and headers", () => {
  it("reach the Request as sent: method, URL from Host and target, repeated headers", async () => {
    answer = (request) =>
      Response.json({
        method: request.method,
        url: request.url,
        multi: request.headers.get("x-multi"),
        cookie: request.headers.get("cookie"),
        accept: request.headers.get("Accept"),
        names: [...request.headers.keys()],
      });
    const { request, reply } = open("/echo/a%20b/%C3%A9t%C3%A9?x=1&x=2&q=caf%C3%A9", {
      method: "PUT",
      headers: {
        Host: "shop.example:8443",
        "X-Multi": ["first", "second"],
        Cookie: ["a=1", "b=2"],
        ACCEPT: "text/plain",
        "Content-Length": "0",
      },
    });
    request.end();
    const { status, body } = await within(reply);
    expect(status).toBe(200);
    const seen: unknown = JSON.parse(body.toString());
    expect(seen).toMatchObject({
      method: "PUT",
      url: "http://shop.example:8443/echo/a%20b/%C3%A9t%C3%A9?x=1&x=2&q=caf%C3%A9",
      multi: "first, second",
      cookie: "a=1; b=2",
      accept: "text/plain",
      names: expect.arrayContaining(["host", "x-multi", "cookie", "accept"]),
    });
  });
});

describe("responses", () => {
  it("reach the client with their status, headers, every Set-Cookie, and a body streamed as written", async () => {
    const firstPieceArrived = Promise.withResolvers<void>();
    answer = () => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode("first;"));
          // The rest is written only once the client has the first piece: nothing waits for the whole body.
          await within(firstPieceArrived.promise).catch(() => undefined);
          controller.enqueue(encoder.encode("second;"));
          controller.enqueue(encoder.encode("third"));
          controller.close();
        },
      });
      const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "X-Answer": "42" });
      headers.append("Set-Cookie", "a=1; Path=/; HttpOnly");
      headers.append("Set-Cookie", "b=2; Path=/; Secure");
      headers.append("Vary", "Accept");
      headers.append("Vary", "Cookie");
      return new Response(body, { status: 202, statusText: "Taken In", headers });
    };
    const { request, reply } = open("/stream", { method: "GET" });
    request.on("response", (response) => response.once("data", () => firstPieceArrived.resolve()));
    request.end();
    const { status, statusMessage, headers, body, pieces } = await within(reply);
    expect(status).toBe(202);
    expect(statusMessage).toBe("Taken In");
    expect(headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(headers["x-answer"]).toBe("42");
    expect(headers["set-cookie"]).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/; Secure"]);
    expect(headers.vary).toBe("Accept, Cookie");
    expect(body.toString()).toBe("first;second;third");
    expect(pieces[0]?.toString()).toBe("first;");
    expect(routerErrors).toEqual([]);
  });

  it("sends a response without a body", async () => {
    answer = () => new Response(null, { status: 204, headers: { "X-Empty": "yes" } });
    const { request, reply } = open("/nothing", { method: "DELETE" });
    request.end();
    const { status, headers, body } = await within(reply);
    expect(status).toBe(204);
    expect(headers["x-empty"]).toBe("yes");
    expect(body.byteLength).toBe(0);
  });
});
