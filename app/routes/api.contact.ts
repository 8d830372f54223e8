import { handleContactRequest } from "~/features/contact/contact-endpoint.server";
import { languageContext } from "~/features/i18n/context";
import { clientAddressContext } from "~/lib/request-context";
import type { Route } from "./+types/api.contact";

const respond = ({ request, context }: Route.ActionArgs | Route.LoaderArgs) =>
  handleContactRequest(request, {
    client: context.get(clientAddressContext),
    language: context.get(languageContext),
  });

// A GET gets the endpoint's 405, not the site's 404 page.
export const loader = respond;
export const action = respond;
