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
 * A colourway the photo catalogue has no photo of yet: a plain square with a shoe's outline, so the grid of
 * cards keeps its shape and no image reads as broken. Kept an hour: the photo shows soon after it is shot.
 */
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480"><rect width="480" height="480" fill="#f1f5f9"/><path d="M120 300h190c40 0 70 10 70 40v10H110v-20c0-20 5-30 10-30zm40-90c10 30 40 60 90 70l-20 20h-90v-90z" fill="none" stroke="#94a3b8" stroke-width="8" stroke-linejoin="round"/></svg>`;

const placeholder = () =>
  new Response(PLACEHOLDER, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
  });

/**
 * `/images/catalogue/{item}/{card|large}.webp`: a catalogue colourway's photo (decision 331). Public, as the
 * brand pages show the current styles; an item the catalogue does not list answers 404, so the address
 * tells no one which other items the photo catalogue holds; a listed one without a photo, a placeholder.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const size = params.file.endsWith(".webp") ? params.file.slice(0, -".webp".length) : "";
  if (!isCatalogueImageSize(size)) return notFound();
  if (!(await styleOfItem(await database(), params.item))) return notFound();
  const image = await catalogueImage(request, params.item, size, photoStore());
  return image.status === 404 ? placeholder() : image;
}
