import { botCheckSettings } from "~/features/contact/index.server";

/** Which bot check the contact forms run, and where its parts come from. */
export function loader() {
  return Response.json(botCheckSettings(), { headers: { "Cache-Control": "no-store" } });
}
