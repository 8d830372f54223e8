import { B2B_LANGUAGES, B2B_SCREENS, b2bPreview } from "./images/b2b-previews.ts";
import { writeText } from "./images/raster.ts";

/** The B2B teaser's four preview screens per language, as SVG (`/generated/b2b/{screen}.{language}.svg`). Cheap enough to redo each time. */
export async function generate(): Promise<void> {
  await Promise.all(
    B2B_SCREENS.flatMap((screen) =>
      B2B_LANGUAGES.map((language) =>
        writeText(`/generated/b2b/${screen}.${language}.svg`, b2bPreview(screen, language)),
      ),
    ),
  );
}

if (import.meta.main) await generate();
