import type { MiddlewareFunction } from "react-router";
import { staffSessionContext } from "./context";
import { requireStaff } from "./session.server";

/** Tools pages, sign-in included, stay out of shared caches, the back-forward cache and search engines. */
export const privatePage: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/** Guards every page under the tools layout, present and future; signed out, the browser goes to sign-in. */
export const staffOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(staffSessionContext, await requireStaff(request));
  return next();
};
