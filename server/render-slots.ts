import type { RequestHandler } from "express";
import pLimit from "p-limit";

export interface RenderSlotLimits {
  /** Renders at once: each holds a React tree, its data and its streamed HTML until its answer is written. */
  concurrent: number;
  /** Requests waiting for a slot; one more is answered 503 at once, unread. */
  waiting: number;
  /** A slot is given back after this long even if its answer is still being written to a slow client. */
  heldMs: number;
}

/**
 * What the server renders per request (every page the page cache does not keep: unknown paths and brand
 * ids, queries, staff pages, form posts) costs memory while it is made and written. Left alone, a flood of
 * such requests renders as many at once as there are connections, and the peak grows with the flood's
 * width. A few slots bound it by construction: at most `concurrent` renders are in flight, the rest wait in
 * line (a waiting request holds its socket and headers only), and past `waiting` the answer is 503 with
 * `Retry-After` (decision 295). Cached public pages are answered ahead of Express and never wait here.
 *
 * A slot is held until the answer is written (`close`: finished or abandoned), or for `heldMs` at most,
 * so a client that reads a long download slowly cannot keep others waiting.
 */
export function renderSlots({ concurrent, waiting, heldMs }: RenderSlotLimits): RequestHandler {
  const limit = pLimit(concurrent);
  return (req, res, next) => {
    if (limit.pendingCount >= waiting) {
      res
        .status(503)
        .set({ "Retry-After": "1", "Cache-Control": "no-store" })
        .type("text/plain")
        .send("The site is busy: try again in a moment. / Le site est occupé : réessayez dans un instant.\n");
      return;
    }
    void limit(
      () =>
        new Promise<void>((release) => {
          // Gone while waiting: nothing to render.
          if (res.closed || req.destroyed) {
            release();
            return;
          }
          const timer = setTimeout(release, heldMs);
          res.once("close", () => {
            clearTimeout(timer);
            release();
          });
          next();
        }),
    );
  };
}
