import { handleContactRequest } from "~/features/contact/index.server";
import { languageContext } from "~/lib/language-context";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/api.contact";

/** POST only: any other method gets the 405 of the server's method gate, with `Allow: POST`. */
export const action = ({ request, context }: Route.ActionArgs) =>
  handleContactRequest(request, {
    client: context.get(clientAddressContext),
    language: context.get(languageContext),
  });
