import { uploadedImageFile } from "~/features/studio/index.server";
import type { Route } from "./+types/images.uploads";

/**
 * An image uploaded in the studio, in one of its sizes. Its address changes with its content, so browsers and
 * proxies may keep it for good.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await uploadedImageFile(params.image, params.file);
  if (!found) return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(found.bytes, {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(found.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"${params.image}-${params.file}"`,
    },
  });
}
