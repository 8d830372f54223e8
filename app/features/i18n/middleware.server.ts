import type { MiddlewareFunction } from "react-router";
import { languageContext } from "./context";
import { detectLanguage } from "./detect.server";

export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(languageContext, detectLanguage(request));
};
