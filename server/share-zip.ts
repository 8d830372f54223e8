import type { RequestHandler } from "express";
import { countGoal } from "~/features/analytics/index.server";
import {
  countDownload,
  downloadFileName,
  photoStore,
  SHARE_PATH,
  sendDownload,
  shareByToken,
} from "~/features/photos/index.server";
import { errorFields, log } from "~/lib/log.server";
import { requestId } from "./request-log";

/**
 * A share link's photos as a zip (every item, or the one its path names), for anyone holding the link. A
 * link that has ended sends the visitor to its page, which says so (410) in their language. The token never
 * reaches the log.
 */
export const shareZip: RequestHandler = async (req, res) => {
  res.set("Cache-Control", "no-store");
  // Both routes name the token; only the second names an item.
  const token = String(req.params.token);
  const wanted = req.params.item === undefined ? undefined : String(req.params.item);
  const found = await shareByToken(token);
  if (found.state === "unknown") {
    res.status(404).type("text/plain").send("Not found\n");
    return;
  }
  if (found.state !== "open") {
    res.redirect(303, `${SHARE_PATH}/${token}`);
    return;
  }
  const { share } = found;
  const items = wanted ? share.items.filter(({ item }) => item === wanted) : share.items;
  if (items.length === 0) {
    res.status(404).type("text/plain").send("Not found\n");
    return;
  }
  const fileName = wanted ? `${wanted}.zip` : downloadFileName("photos", new Date());
  // Counted once the last byte is written: a download abandoned half-way did not reach the retailer.
  if (req.method !== "HEAD") {
    res.once("finish", () => {
      countGoal("shareDownload", req, { address: req.ip ?? "", page: SHARE_PATH });
      countDownload(share.id).catch((error: unknown) =>
        log.error({ requestId: requestId(res), ...errorFields(error) }, "share download not counted"),
      );
    });
  }
  try {
    await sendDownload(
      res,
      { id: `share-${share.id}`, mode: "photos", preset: share.preset, format: "links", items, fileName },
      photoStore(),
      { headOnly: req.method === "HEAD" },
    );
  } catch (error) {
    log.error(
      { requestId: requestId(res), error: error instanceof Error ? error.message : String(error) },
      "share download failed",
    );
    res.destroy();
  }
};
