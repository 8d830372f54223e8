import { streamFrom } from "~/features/photos/iterable-stream.server";
import { photoStore } from "~/features/photos/photo-store.server";
import { requireStaffApi } from "~/features/tools/session.server";
import type { Route } from "./+types/api.photos.directory";

/** GET: the master product directory, for signed-in staff only (it is internal product data). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffApi(request);
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
