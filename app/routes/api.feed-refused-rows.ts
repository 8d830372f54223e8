import { data } from "react-router";
import { recordStaffAction, requireStaffApi } from "~/features/accounts/index.server";
import { refusedRowsCsv, refusedRowsOf } from "~/features/erp/index.server";
import { serverT } from "~/features/i18n/index.server";
import { csvDownload } from "~/lib/csv-download";
import { database } from "~/lib/database.server";
import type { Route } from "./+types/api.feed-refused-rows";

/**
 * GET: a feed file's refused rows as CSV, for the staff who see the feeds (401 or 403 otherwise): its line, why
 * in the reader's language, and its cells under the file's columns; 404 for a file never taken. Audited.
 */
export async function loader({ request, context, pattern, params }: Route.LoaderArgs) {
  const session = await requireStaffApi({ request, pattern });
  const feedId = /^\d{1,12}$/.test(params.feedId) ? Number(params.feedId) : undefined;
  const feed = feedId === undefined ? undefined : await refusedRowsOf(await database(), feedId);
  if (feedId === undefined || !feed) throw data({ error: "no such feed file" }, { status: 404 });
  await recordStaffAction(context, "feedRefusedRowsExported", {
    session,
    detail: { rows: feed.rows.length },
  });
  const stem = feed.fileName.replace(/\.csv$/i, "").replace(/[^A-Za-z0-9._-]+/g, "-") || feed.kind;
  return csvDownload(refusedRowsCsv(serverT(context), feed.header, feed.rows), `${stem}_refused-rows.csv`);
}
