import { recordStaffAction, requireStaffApi } from "~/features/accounts/index.server";
import { serverT } from "~/features/i18n/index.server";
import { notifyListCsv } from "~/features/retailers/index.server";
import { csvDownload, datedCsvName } from "~/lib/csv-download";
import type { Route } from "./+types/api.notify-list.export";

/** GET: the confirmed notify-me list as a CSV download, for staff who see leads (401 otherwise); audited. */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const session = await requireStaffApi({ request, pattern });
  const { csv, rows } = await notifyListCsv(serverT(context));
  await recordStaffAction(context, "notifyListExported", { session, detail: { rows } });
  return csvDownload(csv, datedCsvName("notify-list"));
}
