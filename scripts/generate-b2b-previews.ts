import { B2B_PREVIEWS, B2B_SCREENS } from "./images/b2b-previews.ts";
import { writeText } from "./images/raster.ts";

/** The B2B teaser's four preview screens, as SVG (`/generated/b2b/{screen}.svg`). Cheap enough to redo each time. */
export async function generate(): Promise<void> {
  await Promise.all(
    B2B_SCREENS.map((screen) => writeText(`/generated/b2b/${screen}.svg`, B2B_PREVIEWS[screen]())),
  );
}

if (import.meta.main) await generate();
