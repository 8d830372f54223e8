import { buyerSession, orderConfirmationPdf, orderIdOf } from "~/features/ordering/index.server";
import { database } from "~/lib/database.server";
import type { Route } from "./+types/trade-order-pdf";

const notFound = () =>
  Response.json({ error: "not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET: an order's confirmation as a PDF (issue 51 §3), for the buyers of the customer it was placed for only:
 * another customer's order, an unknown number and a request without a buyer's session all answer 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await buyerSession(request);
  if (!session || session.secondFactorDue) return notFound();
  const id = orderIdOf(params.orderNumber);
  const pdf =
    id === undefined ? undefined : await orderConfirmationPdf(await database(), session.customer.number, id);
  if (!pdf) return notFound();
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.bytes.length),
      "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
      // A customer's order: never kept by a shared cache, nor by the browser after the session ends.
      "Cache-Control": "private, no-store",
    },
  });
}
