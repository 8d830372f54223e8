import { mkdirSync, rmSync } from "node:fs";
import { type SiteServer, startSiteServer } from "../../tests/support/site-server.ts";

/**
 * `run` against the built site serving `catalogue`, started on a fresh `DATA_DIR` at `siteData` (an empty
 * derived-image cache) and stopped, its data removed, after. A server that died meanwhile (out of memory, a
 * crash in libvips) says why in its own output.
 */
export async function onPhotoSite<T>(
  catalogue: string,
  siteData: string,
  run: (site: SiteServer) => Promise<T>,
): Promise<T> {
  rmSync(siteData, { recursive: true, force: true });
  mkdirSync(siteData, { recursive: true });
  const site = await startSiteServer({ PHOTOS_DIR: catalogue, DATA_DIR: siteData, DATABASE_URL: "" });
  try {
    return await run(site);
  } catch (error) {
    console.error(
      `server exit ${site.process.exitCode ?? site.process.signalCode ?? "none"}:\n${site.output().slice(-4000)}`,
    );
    throw error;
  } finally {
    await site.stop();
    rmSync(siteData, { recursive: true, force: true });
  }
}
