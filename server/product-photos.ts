import path from "node:path";
import type { RequestHandler } from "express";
import { isItemNumber, PHOTO_PATH, photoNumber } from "~/features/photos/index.server";
import type { Config } from "~/lib/config.server";

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One product photo, `{item}/{item}_{NN}.jpg`, public (the CSV sheet links here), and nothing else under its
 * path: the master directory JSON and any other file stay private (they fall through to the 404 page). With
 * PHOTOS_ORIGIN the photos live there, so links to this site are sent on to it.
 */
export function productPhoto(settings: Config): RequestHandler {
  return (req, res, next) => {
    const item = String(req.params.item);
    const file = String(req.params.file);
    if (!isItemNumber(item) || photoNumber(item, file) === undefined) {
      next();
      return;
    }
    const relative = `${item}/${file}`;
    if (settings.photosOrigin) {
      res.redirect(302, new URL(`${PHOTO_PATH}/${relative}`, settings.photosOrigin).href);
      return;
    }
    res.sendFile(
      relative,
      {
        root: path.resolve(settings.photosDir),
        maxAge: ONE_DAY_MS,
        dotfiles: "deny",
        // Retailers may show the linked photos on their own sites.
        headers: { "Cross-Origin-Resource-Policy": "cross-origin" },
      },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
