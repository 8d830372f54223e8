import { parseAuditFilter } from "~/features/accounts";
import {
  auditCsv,
  auditPage,
  auditSubjects,
  recordStaffAction,
  requireStaffApi,
} from "~/features/accounts/index.server";
import { serverT } from "~/features/i18n/index.server";
import { csvDownload, datedCsvName } from "~/lib/csv-download";
import type { Route } from "./+types/api.audit.export";

/** The most rows one download holds: a year of a busy office's actions, a few megabytes of CSV. */
const AUDIT_EXPORT_MAX_ROWS = 100_000;

/** GET: the audit log under the URL's filter, as a CSV download, for owners only (401 or 403 otherwise). */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
  const session = await requireStaffApi({ request, pattern });
  const filter = parseAuditFilter(new URL(request.url).searchParams);
  const { rows } = await auditPage(filter, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
  await recordStaffAction(context, "auditExported", {
    session,
    detail: {
      actor: filter.actor ?? null,
      action: filter.action ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      rows: rows.length,
    },
  });
  const t = serverT(context);
  return csvDownload(auditCsv(rows, t, await auditSubjects(rows, t)), datedCsvName("audit"));
}
