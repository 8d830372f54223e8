import { requireStaffApi } from "~/features/accounts/index.server";
import { lineSheetById, lineSheetResponse, photoStore, recordSize } from "~/features/photos/index.server";
import { errorFields, log } from "~/lib/log.server";
import type { Route } from "./+types/api.photos.line-sheets";

/** GET: a line sheet made within the hour, as a PDF, for signed-in staff (decision 252). */
export async function loader({ request, params, pattern }: Route.LoaderArgs) {
  await requireStaffApi({ request, pattern });
  const sheet = await lineSheetById(params.id);
  if (!sheet)
    return Response.json(
      { error: "not found or expired" },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  return lineSheetResponse(sheet, photoStore(), {
    signal: request.signal,
    headOnly: request.method === "HEAD",
    // The history shows what the sheet weighed once it has been downloaded whole.
    onSent: (bytes) =>
      recordSize(params.id, bytes).catch((error: unknown) =>
        log.error(errorFields(error), "line sheet size not recorded"),
      ),
  });
}
