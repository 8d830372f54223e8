import { requireStaffApi } from "~/features/accounts/index.server";
import { brandNames } from "~/features/brands/index.server";
import { liveStores, storeFileOf } from "~/features/where-to-buy/index.server";
import { csvDownload, datedCsvName } from "~/lib/csv-download";
import type { Route } from "./+types/api.stores.export";

/** GET: the live store list as the file staff import (same columns), for signed-in staff only. */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  await requireStaffApi({ request, pattern });
  return csvDownload(storeFileOf(await liveStores(), await brandNames("en")), datedCsvName("stores"));
}
