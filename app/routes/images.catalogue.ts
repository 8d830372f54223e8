import { styleOfItem } from "~/features/ordering/index.server";
import { catalogueImage, isCatalogueImageSize, photoStore } from "~/features/photos/index.server";
import { database } from "~/lib/database.server";
import type { Route } from "./+types/images.catalogue";

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * `/images/catalogue/{item}/{card|large}.webp`: a catalogue colourway's photo (decision 331). Public, as the
 * brand pages show the current styles; an item the catalogue does not list answers 404, so the address
 * tells no one which other items the photo catalogue holds.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const size = params.file.endsWith(".webp") ? params.file.slice(0, -".webp".length) : "";
  if (!isCatalogueImageSize(size)) return notFound();
  if (!(await styleOfItem(await database(), params.item))) return notFound();
  return catalogueImage(request, params.item, size, photoStore());
}
