import { newChallenge } from "~/features/contact/index.server";
import { config } from "~/lib/config.server";

/** A fresh proof-of-work challenge for one submission (ALTCHA, when reCAPTCHA is not configured). */
export async function loader() {
  if (config().recaptcha) return Response.json({ error: "not_found" }, { status: 404 });
  return Response.json(await newChallenge(), { headers: { "Cache-Control": "no-store" } });
}
