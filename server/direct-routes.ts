import express, { type RequestHandler, type Router } from "express";
import { DOWNLOADS_API_PATH, PHOTO_PATH, SHARE_PATH } from "~/features/photos/index.server";
import type { Config } from "~/lib/config.server";
import { photoDownload } from "./photo-download";
import { productPhoto } from "./product-photos";
import { refuse } from "./request-guards";
import { shareZip } from "./share-zip";

/** A path the server answers itself, ahead of React Router, and why it cannot be a resource route. */
export interface DirectRoute {
  path: string;
  why: string;
  answer: RequestHandler;
}

/**
 * Every path the server answers outside `app/routes.ts`. Each is a GET (and HEAD) that streams a file or an
 * archive; a method other than those two is answered 405 with `Allow`. The build's own files (`/assets/…`
 * and the public folder) are served as files in production, beside this table (`app.ts`).
 */
export function directRoutes(settings: Config): DirectRoute[] {
  const zipWhy =
    "The zip is written straight to the socket: each read buffer is reused as soon as its bytes are sent, " +
    "and no compression layer sits between photos and network (a web Response would copy every chunk).";
  // Staff only: the accounts table lists this pattern with the roles that may download.
  const download = `${DOWNLOADS_API_PATH}/:id`;
  return [
    {
      path: download,
      why: `${zipWhy} POST, which prepares the download, is the resource route of the same path.`,
      answer: photoDownload(download),
    },
    { path: `${SHARE_PATH}/:token/zip`, why: zipWhy, answer: shareZip },
    { path: `${SHARE_PATH}/:token/zip/:item`, why: zipWhy, answer: shareZip },
    {
      path: `${PHOTO_PATH}/:item/:file`,
      why:
        "A photo file from the catalogue's folder (or a redirect to PHOTOS_ORIGIN), sent by the file server " +
        "with ranges and validators; a React Router loader would read it into a web stream.",
      answer: productPhoto(settings),
    },
  ];
}

/** The table as one Express router: exact case, no trailing slash, and 405 for any other method. */
export function directRouter(routes: readonly DirectRoute[]): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  for (const { path, answer } of routes) {
    router.get(path, answer);
    router.all(path, (req, res, next) => {
      // A GET its answer passed on (not a photo, say) goes on to the pages, which answer 404.
      if (req.method === "GET" || req.method === "HEAD") return next();
      res.set("Allow", "GET, HEAD");
      return refuse(req, res, 405, "method_not_allowed", "Method not allowed. Allowed: GET, HEAD.");
    });
  }
  return router;
}
