import type { MiddlewareFunction } from "react-router";
import { detectLanguage } from "~/lib/language.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_QUERY_PARAM } from "~/lib/languages";
import { languageFixedByUrl, pageCachePolicy } from "~/lib/page-caching";

export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(languageContext, detectLanguage(request));
};

/**
 * A public page rendered for its request (a 404, a page with a campaign query, a form's answer) is
 * negotiated as the cached ones are, so it says so alike: the same Cache-Control, Vary and
 * Content-Language (`server/page-cache.ts`). A route that set its own Cache-Control (a share page) keeps it.
 */
export const publicPageHeadersMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const response = await next();
  if (response.headers.has("Cache-Control")) return response;
  const policy = pageCachePolicy(
    languageFixedByUrl(new URL(request.url).searchParams.get(LANGUAGE_QUERY_PARAM)),
  );
  response.headers.set("Cache-Control", policy.cacheControl);
  response.headers.set("Vary", policy.vary);
  response.headers.set("Content-Language", context.get(languageContext));
  return response;
};
