import { redirect } from "react-router";
import { countGoal } from "~/features/analytics/index.server";
import {
  countDownload,
  lineSheetResponse,
  photoStore,
  SHARE_PATH,
  shareByToken,
} from "~/features/photos/index.server";
import { errorFields, log } from "~/lib/log.server";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/share-line-sheet";

/**
 * GET: a shared line sheet's PDF, for anyone holding the link; counted once its last byte is sent. A link that
 * has ended sends the visitor to its page, which says so in their language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await shareByToken(params.token);
  const notFound = () =>
    new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  if (found.state === "unknown") return notFound();
  if (found.state !== "open") throw redirect(`${SHARE_PATH}/${params.token}`, 303);
  const { share } = found;
  if (!share.lineSheet) return notFound();
  return lineSheetResponse(
    { ...share.lineSheet, items: share.items, madeAt: share.createdAt },
    photoStore(),
    {
      signal: request.signal,
      headOnly: request.method === "HEAD",
      onSent: () => {
        countGoal("lineSheetDownload", request, {
          address: context.get(clientAddressContext),
          page: SHARE_PATH,
        });
        countDownload(share.id).catch((error: unknown) =>
          log.error(errorFields(error), "share download not counted"),
        );
      },
    },
  );
}
