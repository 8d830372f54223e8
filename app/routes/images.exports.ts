import { exportImage } from "~/features/photos/export-image.server";
import { photoStore } from "~/features/photos/photo-store.server";
import type { Route } from "./+types/images.exports";

/** A preset's image at its public, stable link: for marketplaces, without signing in. */
export function loader({ request, params }: Route.LoaderArgs) {
  return exportImage(request, params, photoStore());
}
