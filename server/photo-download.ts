import type { RequestHandler } from "express";
import { staffAccess } from "~/features/accounts/index.server";
import { photoStore, preparedDownload, sendDownload } from "~/features/photos/index.server";
import { log } from "~/lib/log.server";
import { requestId } from "./request-log";

/**
 * A prepared zip or sheet, for the roles the accounts table lists for `pattern` (the session is the one the
 * tools' routes check).
 */
export const photoDownload =
  (pattern: string): RequestHandler =>
  async (req, res) => {
    res.set("Cache-Control", "no-store");
    const access = await staffAccess(req.get("Cookie") ?? null, pattern);
    if (access.status !== 200) {
      res.status(access.status).json({ error: access.error });
      return;
    }
    const download = await preparedDownload(String(req.params.id));
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
  };
