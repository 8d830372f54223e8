import { recordStaffAction, requireStaffApi } from "~/features/accounts/index.server";
import { downloadRequestSchema } from "~/features/photos";
import { invalidBody, photoStore, prepareFoundPhotos, readJsonBody } from "~/features/photos/index.server";
import type { Route } from "./+types/api.photos.downloads";

/**
 * POST `{ mode, items: [{ item, photos }] }`: prepares the zip or sheet of the photos still there and
 * answers where to fetch it, and which photos had gone since the lookup.
 */
export async function action({ request, pattern, context }: Route.ActionArgs) {
  const session = await requireStaffApi({ request, pattern });
  const parsed = downloadRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return invalidBody(parsed.error.issues);
  const prepared = await prepareFoundPhotos(parsed.data, photoStore(), request.signal);
  if (prepared.download) {
    const { mode, preset, format, items } = parsed.data;
    await recordStaffAction(context, "exportRun", {
      session,
      record: prepared.download.id,
      detail: { mode, preset, format: mode === "sheet" ? format : null, items: items.length },
    });
  }
  return Response.json(prepared, {
    status: prepared.download ? 201 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}
