import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type express from "express";
import type { Logger } from "pino";
import { shortenedForTests } from "~/lib/short-waits.server";
import { compactWhenIdle, IDLE_COMPACTION_MS } from "./idle-heap";
import { closeWhenBodyAbandoned } from "./request-body-stream";
import { drainable, OUTBOX_GRACE_MS } from "./shutdown";

/** A client has this long to send its request headers, and this long for the whole request with its body. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * An idle kept-alive connection stays open this long: longer than a proxy's usual 60 s, so the server never
 * closes a connection at the moment a proxy (or a busy client) sends on it, which the client sees as a reset.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** What `createSite` (app.ts) hands the listener: the answers ahead of Express, and start-up and shutdown. */
export interface Site {
  answerAhead(req: IncomingMessage, res: ServerResponse): boolean;
  config: { port: number; host: string; mode: string };
  log: Logger;
  start(): Promise<void>;
  stop(graceMs: number): Promise<void>;
}

/** Listens for the site on its configured address, and stops gracefully on SIGTERM and SIGINT. */
export function serve(site: Site, app: express.Express): void {
  // Both bound receiving a request, not answering it: a long photo download is never cut short.
  const server = createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  });
  const drain = drainable(server, () => site.stop(OUTBOX_GRACE_MS), site.log);
  const heap = compactWhenIdle(shortenedForTests(IDLE_COMPACTION_MS));
  server.on("request", heap.busy);
  server.on("request", closeWhenBodyAbandoned);
  server.on(
    "request",
    drain.listener((req, res) => {
      if (!site.answerAhead(req, res)) app(req, res);
    }),
  );
  server.listen(site.config.port, site.config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : site.config.port;
    site.log.info(
      { url: `http://localhost:${port}`, mode: site.config.mode },
      "Trafalgar Brands site listening",
    );
    site.start().catch((error: unknown) => {
      site.log.error({ error: String(error) }, "could not start");
      process.exit(1);
    });
  });
  process.once("SIGTERM", () => drain.shutdown("SIGTERM"));
  process.once("SIGINT", () => drain.shutdown("SIGINT"));
}
