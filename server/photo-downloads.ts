import express, { type RequestHandler } from "express";
import {
  DOWNLOADS_API_PATH,
  photoStore,
  preparedDownload,
  sendDownload,
} from "~/features/photos/index.server";
import { staffSessionOfCookie } from "~/features/tools/index.server";
import { log } from "~/lib/log.server";
import { refuse } from "./request-guards";
import { requestId } from "./request-log";

/**
 * GET `/api/photos/downloads/{id}`: a prepared zip or sheet, for signed-in staff only. Served here rather
 * than by a route module so the zip is written straight to the socket, which lets each read buffer be
 * reused as soon as its bytes are sent, and so no compression layer sits between photos and network.
 * (POST, which prepares the download, stays a route action.)
 */
export function photoDownloads(): [string, RequestHandler] {
  const router = express.Router({ caseSensitive: true, strict: true });
  router.get("/:id", async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!(await staffSessionOfCookie(req.get("Cookie") ?? null))) {
      res.status(401).json({ error: "unauthorized" });
      return;
    }
    const download = await preparedDownload(req.params.id);
    if (!download) {
      res.status(404).json({ error: "not found or expired" });
      return;
    }
    try {
      await sendDownload(res, download, photoStore(), { headOnly: req.method === "HEAD" });
    } catch (error) {
      // The file has begun: the client can only be told by a cut connection. The id stays out of the
      // log (it is the download's only key), and so do file-system paths.
      log.error(
        { requestId: requestId(res), error: error instanceof Error ? error.message : String(error) },
        "photo download failed",
      );
      res.destroy();
    }
  });
  router.all("/:id", (req, res) => {
    res.set("Allow", "GET, HEAD");
    return refuse(req, res, 405, "method_not_allowed", "Method not allowed. Allowed: GET, HEAD.");
  });
  return [DOWNLOADS_API_PATH, router];
}
