import { recordStaffAction, requireStaffApi } from "~/features/accounts/index.server";
import { brandNames } from "~/features/brands/index.server";
import { serverT } from "~/features/i18n/index.server";
import { parseMessageFilter } from "~/features/messages";
import { listMessages, messagesCsv } from "~/features/messages/index.server";
import { config } from "~/lib/config.server";
import { csvDownload, datedCsvName } from "~/lib/csv-download";
import { languageContext } from "~/lib/language-context";
import type { Route } from "./+types/api.messages.export";

/** GET: every message of the filter in the URL, as a CSV download, for signed-in staff only (401 otherwise). */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const session = await requireStaffApi({ request, pattern });
  const filter = parseMessageFilter(new URL(request.url).searchParams);
  const { messages } = await listMessages(filter);
  await recordStaffAction(context, "leadsExported", {
    session,
    detail: {
      status: filter.status ?? null,
      form: filter.form ?? null,
      search: filter.search ?? null,
      rows: messages.length,
    },
  });
  const names = await brandNames(context.get(languageContext));
  return csvDownload(
    messagesCsv(messages, serverT(context), config().publicSiteOrigin, names),
    datedCsvName("messages"),
  );
}
