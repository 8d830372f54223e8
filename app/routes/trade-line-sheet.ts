import { buyerSession } from "~/features/ordering/index.server";
import { lineSheetById, lineSheetResponse, photoStore } from "~/features/photos/index.server";
import type { Route } from "./+types/trade-line-sheet";

const notFound = () =>
  Response.json({ error: "not found or expired" }, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET: a line sheet a buyer made from the catalogue (issue 50 §5), as a PDF, within the hour it is kept: for
 * the buyers of the customer it was made for only. Another customer's sheet, a staff sheet without prices and
 * an unknown id all answer 404, so an id tells no one whether it exists.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await buyerSession(request);
  if (!session || session.secondFactorDue) return notFound();
  const sheet = await lineSheetById(params.id);
  if (!sheet || sheet.customer !== session.customer.number) return notFound();
  return lineSheetResponse(sheet, photoStore(), {
    signal: request.signal,
    headOnly: request.method === "HEAD",
  });
}
