import { requireStaffApi } from "~/features/accounts/index.server";
import { photoStore, productThumbnail } from "~/features/photos/index.server";
import type { Route } from "./+types/api.photos.thumbnails";

/** GET: a product's thumbnail for the browse list, for signed-in staff only (decision 251). */
export async function loader({ request, params, pattern }: Route.LoaderArgs) {
  await requireStaffApi({ request, pattern });
  return productThumbnail(request, params.item, photoStore());
}
