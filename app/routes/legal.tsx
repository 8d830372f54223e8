import { LEGAL_DOCUMENTS, LEGAL_UPDATED } from "@content/legal/schema";
import { languageContext } from "~/features/i18n/context";
import { LANGUAGE_LOCALES } from "~/features/i18n/languages";
import { legalDocument } from "~/features/legal/legal.server";
import { LegalPage } from "~/features/legal/legal-page";
import { staffSessionCookieName } from "~/features/tools/session.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/legal";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** One module for /privacy, /accessibility and /terms (routes.ts registers it under each path). */
export function loader({ context, request }: Route.LoaderArgs) {
  const name = LEGAL_DOCUMENTS.find((document) => `/${document}` === new URL(request.url).pathname);
  if (!name) throw new Response("Not Found", { status: 404 });
  const language = context.get(languageContext);
  const document = legalDocument(name, language, staffSessionCookieName());
  const updated = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(LEGAL_UPDATED));
  return {
    seo: pageSeo(context, request, { title: document.title, description: document.description }),
    document,
    updated,
  };
}

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} updated={loaderData.updated} />;
}
