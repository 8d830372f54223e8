import { requireStaffApi } from "~/features/accounts/index.server";
import { photoStore, streamFrom } from "~/features/photos/index.server";
import type { Route } from "./+types/api.photos.directory";

/** GET: the master product directory, for signed-in staff only (it is internal product data). */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  await requireStaffApi({ request, pattern });
  const directory = await photoStore().masterDirectory(request.signal);
  if (!directory) {
    return Response.json(
      { error: "no product directory" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return new Response(streamFrom(directory), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-cache" },
  });
}
