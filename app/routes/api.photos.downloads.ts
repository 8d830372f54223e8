import { downloadRequestSchema, type PreparedDownload } from "~/features/photos/batch-schema";
import { DOWNLOADS_API_PATH } from "~/features/photos/constants";
import { prepareDownload } from "~/features/photos/downloads.server";
import { invalidBody, readJsonBody } from "~/features/photos/json-body.server";
import { requireStaffApi } from "~/features/tools/session.server";
import type { Route } from "./+types/api.photos.downloads";

/** POST `{ mode, items: [{ item, photos }] }`: prepares the zip or sheet and answers where to fetch it. */
export async function action({ request }: Route.ActionArgs) {
  await requireStaffApi(request);
  const parsed = downloadRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return invalidBody(parsed.error.issues);
  const { id, fileName } = await prepareDownload(parsed.data);
  const prepared: PreparedDownload = { url: `${DOWNLOADS_API_PATH}/${id}`, fileName };
  return Response.json(prepared, { status: 201, headers: { "Cache-Control": "no-store" } });
}
