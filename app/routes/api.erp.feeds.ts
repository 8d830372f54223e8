import { feedEndpoint } from "~/features/erp/index.server";
import type { Route } from "./+types/api.erp.feeds";

/** POST: a feed file from the company's ERP (`docs/feeds/`), for the ERP alone (its token and signature). */
export const action = ({ request, params }: Route.ActionArgs) => feedEndpoint(request, params.kind);
