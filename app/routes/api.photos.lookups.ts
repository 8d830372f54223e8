import { requireStaffApi } from "~/features/accounts/index.server";
import { lookupRequestSchema } from "~/features/photos";
import { invalidBody, lookupLines, ndjson, photoStore, readJsonBody } from "~/features/photos/index.server";
import type { Route } from "./+types/api.photos.lookups";

/** POST `{ mode, items }`: each item's photos as one NDJSON line, sent as soon as the item is resolved. */
export async function action({ request, pattern }: Route.ActionArgs) {
  await requireStaffApi({ request, pattern });
  const parsed = lookupRequestSchema.safeParse(await readJsonBody(request));
  if (!parsed.success) return invalidBody(parsed.error.issues);
  return new Response(ndjson(lookupLines(photoStore(), parsed.data, request.signal)), {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      // Compression would hold lines back until its buffer fills, and the page would see no progress.
      "Cache-Control": "no-store, no-transform",
    },
  });
}
