import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

/** Requests in flight (a long photo download) have this long after SIGTERM before their connections are cut. */
export const SHUTDOWN_DEADLINE_MS = 25_000;
/** Then mail deliveries in progress have this long before their claims are handed back. */
export const OUTBOX_GRACE_MS = 5_000;
/** How often connections whose answer has ended are closed while draining. */
const DRAIN_POLL_MS = 100;

export interface Drainable {
  /** Wraps the request listener: once draining, every answer tells its client to reconnect elsewhere. */
  listener(
    app: (req: IncomingMessage, res: ServerResponse) => void,
  ): (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops accepting, lets requests in flight finish up to the deadline, then runs `close` and exits. */
  shutdown(signal: string): void;
}

/**
 * Graceful shutdown (decision 113): the listening socket closes at once, so a proxy sends new connections
 * to another instance; kept-alive connections close as soon as they are idle; requests in flight finish, up
 * to SHUTDOWN_DEADLINE_MS; then `close` (the outbox, the database) and exit.
 */
export function drainable(server: Server, close: () => Promise<void>, log: Logger): Drainable {
  let draining = false;
  return {
    listener: (app) => (req, res) => {
      if (draining) res.setHeader("Connection", "close");
      app(req, res);
    },
    shutdown(signal) {
      if (draining) return;
      draining = true;
      log.info({ signal }, "stopping: no new connections, finishing requests in flight");
      const started = Date.now();
      const idle = setInterval(() => server.closeIdleConnections(), DRAIN_POLL_MS);
      const deadline = setTimeout(() => {
        log.warn({ afterMs: SHUTDOWN_DEADLINE_MS }, "deadline reached: cutting the connections still open");
        server.closeAllConnections();
      }, SHUTDOWN_DEADLINE_MS);
      // Whatever happens below, the process is gone a little after the deadline.
      setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + OUTBOX_GRACE_MS + 5_000).unref();
      server.close(() => {
        clearInterval(idle);
        clearTimeout(deadline);
        log.info({ drainedMs: Date.now() - started }, "connections closed");
        close().then(
          () => {
            log.info("stopped");
            process.exit(0);
          },
          (error: unknown) => {
            log.error({ error: String(error) }, "could not stop cleanly");
            process.exit(1);
          },
        );
      });
      server.closeIdleConnections();
    },
  };
}
