import { downloadResponse } from "~/features/photos/download-response.server";
import { preparedDownload } from "~/features/photos/downloads.server";
import { photoStore } from "~/features/photos/photo-store.server";
import { requireStaffApi } from "~/features/tools/session.server";
import type { Route } from "./+types/api.photos.downloads.$id";

/** GET: the prepared zip or sheet, as an attachment the browser saves as it arrives. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaffApi(request);
  const download = await preparedDownload(params.id);
  if (!download) {
    return Response.json(
      { error: "not found or expired" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return downloadResponse(download, photoStore(), request.signal);
}
