import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { startOutbox, stopOutbox } from "~/features/contact/outbox.server";
import { prepareStaffPassword } from "~/features/tools/staff-password.server";
import { config } from "~/lib/config.server";
import { closeDatabase, database } from "~/lib/db.server";
import { clientAddressContext, nonceContext } from "~/lib/request-context";
import { photoDownloads } from "./photo-downloads";
import { precompressedAssets } from "./precompressed-assets";
import { productPhotos } from "./product-photos";
import { nonceOf, securityHeaders } from "./security-headers";

const ONE_YEAR_SECONDS = 31_536_000;

/** The whole site as one Express app; `start.ts` only chooses development or production and listens. */
export function createSite() {
  const settings = config();
  prepareStaffPassword();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(securityHeaders(settings));
  // Ahead of compression: zips of JPEGs do not compress, and the download writes to the socket itself.
  app.use(...photoDownloads());
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

  app.use(...productPhotos(settings));

  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: settings.mode,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, nonceOf(res));
        context.set(clientAddressContext, req.ip ?? "unknown");
        return context;
      },
    }),
  );
  return { app, config: settings, start, stop };
}

/** Once listening: open the database now rather than on a visitor's first request, then start delivering mail. */
async function start(): Promise<void> {
  await database();
  startOutbox();
}

/** Before exit: finish deliveries in progress, then close the database cleanly. */
async function stop(): Promise<void> {
  await stopOutbox();
  await closeDatabase();
}
