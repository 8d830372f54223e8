import type { MiddlewareFunction } from "react-router";
import { detectLanguage } from "~/lib/language.server";
import { languageContext } from "~/lib/language-context";

export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(languageContext, detectLanguage(request));
};
