import type { RequestHandler } from "express";
import { photoStore, preparedDownload, sendDownload } from "~/features/photos/index.server";
import { staffSessionOfCookie } from "~/features/tools/index.server";
import { log } from "~/lib/log.server";
import { requestId } from "./request-log";

/** A prepared zip or sheet, for signed-in staff only (the session is the one the tools' routes check). */
export const photoDownload: RequestHandler = async (req, res) => {
  res.set("Cache-Control", "no-store");
  if (!(await staffSessionOfCookie(req.get("Cookie") ?? null))) {
    res.status(401).json({ error: "unauthorized" });
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
