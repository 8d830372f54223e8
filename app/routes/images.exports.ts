import { exportImage, photoStore } from "~/features/photos/index.server";
import type { Route } from "./+types/images.exports";

/** A preset's image at its public, stable link: for marketplaces, without signing in. */
export function loader({ request, params }: Route.LoaderArgs) {
  return exportImage(request, params, photoStore());
}
