import { requireStaffApi } from "~/features/accounts/index.server";
import { brandNames } from "~/features/brands/index.server";
import { liveStores, storeFileOf } from "~/features/where-to-buy/index.server";
import type { Route } from "./+types/api.stores.export";

/** GET: the live store list as the file staff import (same columns), for signed-in staff only. */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  await requireStaffApi({ request, pattern });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(storeFileOf(await liveStores(), await brandNames("en")), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stores_${day}.csv"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
