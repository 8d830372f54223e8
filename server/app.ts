import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import {
  announceStaffPassword,
  ensureFirstOwner,
  staffSessionCookieName,
  startAccountsUpkeep,
  stopAccountsUpkeep,
} from "~/features/accounts/index.server";
import { startCounting, stopCounting } from "~/features/analytics/index.server";
import { listedPublicPages } from "~/features/brands/index.server";
import { startOutbox, stopOutbox } from "~/features/contact/index.server";
import { ERP_FEEDS_PATH, FEED_LIMIT_BYTES, startErpInbox, stopErpInbox } from "~/features/erp/index.server";
import {
  onPublication,
  stopWatchingPublications,
  watchPublications,
} from "~/features/live-content/index.server";
import {
  announceSampleBuyer,
  startCartUpkeep,
  startCatalogueWatch,
  stopCartUpkeep,
  stopCatalogueWatch,
} from "~/features/ordering/index.server";
import { redactSharePath } from "~/features/photos/index.server";
import { startRetailersUpkeep, stopRetailersUpkeep } from "~/features/retailers/index.server";
import {
  exportContent,
  importContent,
  STUDIO_BRANDS_PATH,
  UPLOAD_FORM_LIMIT_BYTES,
} from "~/features/studio/index.server";
import { config } from "~/lib/config.server";
import { makeDataDirPrivate } from "~/lib/data-dir.server";
import { closeDatabase, database } from "~/lib/database.server";
import { errorFields, log } from "~/lib/log.server";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { clientAddressContext, nonceContext, trustedCallerContext } from "~/lib/request-context";
import { directRouter, directRoutes } from "./direct-routes";
import { rememberLanguage } from "./language-cookie";
import { methodGate } from "./method-gate";
import { pageCache } from "./page-cache";
import { countAnsweredPage, countRenderedPages } from "./page-views";
import { precompressedAssets } from "./precompressed-assets";
import { renderSlots } from "./render-slots";
import { bodyCeiling, decodablePath, sameSiteWrites, validHost } from "./request-guards";
import { reactRouterHandler } from "./request-handler";
import { requestId, requestLog, trustOf } from "./request-log";
import { answerOddTarget } from "./request-target";
import { nonceOf, securityHeaders } from "./security-headers";
import type { Site } from "./serve";

const ONE_YEAR_SECONDS = 31_536_000;
/**
 * The largest body any route takes (a Photo Downloader batch); each route sets its own, smaller limit. Only the
 * studio's brand editors take more, an image upload (decision 221), and the ERP's feed files.
 */
const BODY_CEILING_BYTES = 4 * 1024 * 1024;
const bodyCeilingFor = (path: string) =>
  path.startsWith(`${STUDIO_BRANDS_PATH}/`)
    ? UPLOAD_FORM_LIMIT_BYTES
    : path.startsWith(`${ERP_FEEDS_PATH}/`)
      ? FEED_LIMIT_BYTES
      : BODY_CEILING_BYTES;

/**
 * Requests React Router renders at once, and how many more may wait (decision 295): on two cores four
 * renders keep both busy while one waits on the database, and a flood's width no longer sets the peak memory.
 */
const RENDER_SLOTS = { concurrent: 4, waiting: 64, heldMs: 10_000 } as const;

/**
 * The public pages as published now (the studio adds and retires brand pages): what the page cache keeps and
 * which paths are put in lower case. content/'s until the live content is read at start.
 */
let publicPages: ReadonlySet<string> = new Set(PUBLIC_PAGES);
async function learnPublicPages(): Promise<void> {
  publicPages = new Set(await listedPublicPages());
}

const loadBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

/**
 * The last resort for an error no handler answered: one line in the log (no body, cookie or query string,
 * which may carry what a visitor typed) and a plain 500.
 */
const lastResort: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  log.error(
    { requestId: requestId(res), method: req.method, path: redactSharePath(req.path), ...errorFields(error) },
    "failed",
  );
  if (res.headersSent) res.destroy();
  else res.status(500).type("text/plain").send("Internal server error\n");
};

/** The whole site as one Express app; `start.ts` only chooses development or production and listens. */
export function createSite(): Site & { app: express.Express } {
  const settings = config();
  makeDataDirPrivate(settings.dataDir);
  announceStaffPassword();
  if (settings.erpSampleFeeds) announceSampleBuyer();
  const app = express();
  app.disable("x-powered-by");
  // As the routes do (app/routes.ts): `/SHARE/…` is not `/share/…`. Set before the first `use`.
  app.enable("case sensitive routing");
  app.set("trust proxy", settings.trustedProxies);
  const trust = trustOf(app);
  app.use(requestLog);
  app.use(validHost, decodablePath, rememberLanguage);
  // Public pages are rendered once (production only: in development every edit must show).
  const pages =
    settings.mode === "production"
      ? pageCache({
          render: createRequestHandler(loadBuild, settings.mode),
          origin: settings.publicSiteOrigin,
          pages: () => publicPages,
          answered: (req, status, key) => countAnsweredPage(req, status, key, trust),
        })
      : undefined;
  const forgetCatalogue = () => pages?.forget();
  onPublication(() => {
    pages?.forget();
    void learnPublicPages().catch((error: unknown) => log.error(errorFields(error), "public pages"));
  });
  app.use(countRenderedPages({ pages: () => publicPages, siteOrigin: settings.publicSiteOrigin, trust }));
  if (pages) app.use(pages.lookup);
  app.use(securityHeaders(settings));
  if (pages) app.use(pages.serve);
  app.use(sameSiteWrites(settings.publicSiteOrigin), bodyCeiling(bodyCeilingFor));
  // Ahead of compression: zips of JPEGs do not compress, and a download writes to the socket itself.
  app.use(directRouter(directRoutes(settings)));
  app.use(compression());

  if (settings.mode === "production") {
    const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    // Hashed file names change with their content, so browsers may keep them for good.
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets"), ONE_YEAR_SECONDS * 1000));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: ONE_YEAR_SECONDS * 1000,
        index: false,
      }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(methodGate(loadBuild));
  app.use(renderSlots(RENDER_SLOTS));
  app.use(
    reactRouterHandler({
      build: loadBuild,
      mode: settings.mode,
      bodyCeiling: bodyCeilingFor,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, nonceOf(res));
        context.set(clientAddressContext, req.ip ?? "unknown");
        context.set(trustedCallerContext, trust?.(req.ip, 0) === true);
        return context;
      },
    }),
  );
  app.use(lastResort);
  /**
   * Answers ahead of Express what needs none of it: a target that is no path or not in its one spelling,
   * and a public page already cached (decision 165). False for every other request.
   */
  const answerAhead = (req: IncomingMessage, res: ServerResponse): boolean =>
    answerOddTarget(req, res, trust, publicPages) || (pages?.answer(req, res, trust) ?? false);
  return { app, answerAhead, config: settings, log, start: () => start(forgetCatalogue), stop };
}

/**
 * Once listening: open the database now rather than on a visitor's first request, make sure the first owner
 * exists, then start delivering mail.
 */
async function start(catalogueChanged: () => void): Promise<void> {
  await database();
  await ensureFirstOwner();
  // What is live is read before the outbox starts: a brand's message is named as its brand is published.
  await watchPublications();
  await learnPublicPages();
  startOutbox();
  startAccountsUpkeep();
  startRetailersUpkeep();
  startCartUpkeep();
  startErpInbox();
  // The brand pages show the current styles: a products feed applied anywhere makes every cached page go.
  startCatalogueWatch(catalogueChanged);
  const settings = config();
  if (settings.analytics) {
    startCounting({
      staffCookie: staffSessionCookieName(),
      siteHost: new URL(settings.publicSiteOrigin).hostname,
      retentionMonths: settings.analytics.retentionMonths,
    });
  }
  log.info("started: database open, mail, upkeep, the ERP inbox and counting running");
}

/** Before exit: finish deliveries in progress (up to `graceMs`), then close the database cleanly. */
async function stop(graceMs: number): Promise<void> {
  stopAccountsUpkeep();
  stopRetailersUpkeep();
  stopCartUpkeep();
  stopErpInbox();
  stopCatalogueWatch();
  stopWatchingPublications();
  await Promise.all([stopCounting(), stopOutbox(graceMs)]);
  await closeDatabase();
}

export { serve } from "./serve";

/** `npm run content:export` / `content:import` (scripts/content-archive.ts) use the build's own code. */
export const contentArchive = { exportContent, importContent, close: closeDatabase };
