import type { IncomingMessage, ServerResponse } from "node:http";
import { BodyTooLargeError } from "~/lib/request-body.server";

const EVENTS = ["readable", "end", "error", "close"] as const;

/** Resolves at the request's next event: more data, its end, or its failure. */
function nextEvent(request: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of EVENTS) request.off(event, done);
      resolve();
    };
    for (const event of EVENTS) request.on(event, done);
  });
}

/**
 * The request body as a web stream that reads from the socket only when a handler asks for more, and stops
 * with `BodyTooLargeError` past `ceiling` bytes. Nothing is read before a handler wants it (a throttled
 * sign-in is refused without reading its body), and giving up never resets the connection: what the
 * handler left unread is read and thrown away, so the client still receives the answer.
 */
export function requestBodyStream(request: IncomingMessage, ceiling: number): ReadableStream<Uint8Array> {
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          if (request.errored) {
            controller.error(request.errored);
            return;
          }
          const chunk: Buffer | null = request.read();
          if (chunk) {
            received += chunk.byteLength;
            if (received > ceiling) {
              discardUnreadBody(request);
              controller.error(new BodyTooLargeError(ceiling));
              return;
            }
            controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            return;
          }
          if (request.readableEnded || request.destroyed) {
            controller.close();
            return;
          }
          await nextEvent(request);
        }
      },
      cancel() {
        discardUnreadBody(request);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * At most this much of an unread body is thrown away: twice the largest body any route takes (4 MB), so a
 * client that sent a body a little past what the route wanted still reads its answer on a usable connection,
 * while a flood stops here and its connection closes behind the answer, rather than the server reading (and
 * allocating) megabytes it will not use.
 */
const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

/** Requests already draining: a body is discarded from several places, and each may ask again. */
const discarding = new WeakSet<IncomingMessage>();

/**
 * What a handler did not read is drained and thrown away, up to DISCARD_LIMIT_BYTES, so the connection stays
 * usable and the client reads its answer. A waiting `readable` listener would keep the stream paused, so it
 * goes first; only once, because removing `readable` listeners pauses a stream that is already draining.
 */
export function discardUnreadBody(request: IncomingMessage): void {
  if (request.readableEnded || request.destroyed || discarding.has(request)) return;
  discarding.add(request);
  request.removeAllListeners("readable");
  let discarded = 0;
  const count = (chunk: Buffer) => {
    discarded += chunk.byteLength;
    if (discarded <= DISCARD_LIMIT_BYTES) return;
    request.off("data", count);
    request.pause();
    abandoned.add(request);
    closeIfDone(request);
  };
  request.on("data", count);
  request.resume();
}

/** How long a connection whose body was given up on stays open after its answer, for the client to read it. */
const ABANDONED_CLOSE_MS = 2000;

/** Requests whose body was given up on past DISCARD_LIMIT_BYTES, and requests answered in full. */
const abandoned = new WeakSet<IncomingMessage>();
const answered = new WeakSet<IncomingMessage>();

/**
 * Closes a connection that can carry no other request: its body was given up on and its answer has been sent.
 * The server says it has finished sending, and cuts the connection a moment later (at once, the client could
 * see a reset before it reads the answer). Left open, the connection would wait for the request's timeout,
 * and keep a stopping server waiting for its whole shutdown deadline.
 */
function closeIfDone(request: IncomingMessage): void {
  if (!abandoned.has(request) || !answered.has(request) || request.socket.destroyed) return;
  request.socket.end();
  setTimeout(() => request.socket.destroy(), ABANDONED_CLOSE_MS).unref();
}

/** For the server's `request` event: a request whose body is given up on closes its connection once answered. */
export function closeWhenBodyAbandoned(request: IncomingMessage, response: ServerResponse): void {
  response.once("finish", () => {
    answered.add(request);
    closeIfDone(request);
  });
}

/** How long a refusal waits for the rest of an unread body before it is sent anyway. */
const SETTLE_MS = 2000;

/**
 * Resolves once the request body has been received in full (and thrown away), or after a short wait.
 * Node closes the connection behind an answer sent while the body is still arriving, and a client still
 * writing then sees the connection reset instead of the answer; a brief drain first lets it read the
 * refusal. Nothing is kept, and an endless body costs two seconds at most.
 */
export function settleRequestBody(request: IncomingMessage): Promise<void> {
  if (request.readableEnded || request.destroyed || request.complete) return Promise.resolve();
  discardUnreadBody(request);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      request.off("end", done);
      request.off("close", done);
      resolve();
    };
    const timer = setTimeout(done, SETTLE_MS);
    request.once("end", done);
    request.once("close", done);
  });
}
