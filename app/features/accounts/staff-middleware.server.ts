import { data, type MiddlewareFunction, type RouterContextProvider, redirect, replace } from "react-router";
import { OWN_NAME_PATH, SECOND_FACTOR_PATH, TOOLS_LOGIN_PATH } from "~/features/tools";
import { config } from "~/lib/config.server";
import type { Refusal } from "~/lib/refusal";
import { mayOpen, routeKey } from "./access";
import { staffSessionContext } from "./context";
import { ROLES_THAT_SEE_LEADS } from "./roles";
import { staffSession, staffSessionOfCookie } from "./session.server";
import type { StaffSession } from "./session-expiry";

const NO_STORE = { "Cache-Control": "no-store" };

/** Tools pages, sign-in included, stay out of shared caches, the back-forward cache and search engines. */
export const privatePage: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/**
 * On a deployment, owners and sales (who read leads) enrol a second factor before anything else opens; the
 * enrolment page and signing out stay open to them meanwhile.
 */
export function mustEnrolFirst(session: StaffSession): boolean {
  return (
    config().secondFactorRequired &&
    !session.member.secondFactor &&
    ROLES_THAT_SEE_LEADS.includes(session.member.role)
  );
}

/**
 * A member with no name (the first owner, made before anyone could type one) gives it before anything else
 * opens: invitations, share pages and the audit log show it as theirs (decision 267).
 */
export function mustNameFirst(session: StaffSession): boolean {
  return session.member.name.trim() === "";
}

/** The signed-in, fully confirmed session of a tools page, or the way to sign-in. */
export async function requireStaff(request: Request): Promise<StaffSession> {
  const session = await staffSession(request);
  if (session && !session.secondFactorDue) return session;
  throw replace(TOOLS_LOGIN_PATH, { headers: NO_STORE });
}

/**
 * Guards every page under the tools layout, present and future, by the authorisation table: signed out, the
 * browser goes to sign-in; a role the table does not list for the page gets 403 with the words `forbidden`
 * gives it (in the member's language: no loader runs after a middleware refuses, so none can send strings).
 */
export function staffOnly(
  forbidden: (context: Readonly<RouterContextProvider>) => Refusal,
): MiddlewareFunction<Response> {
  return async ({ request, context, pattern }, next) => {
    const session = await requireStaff(request);
    const key = routeKey(pattern);
    if (mustNameFirst(session) && key !== OWN_NAME_PATH) {
      throw redirect(OWN_NAME_PATH, { headers: NO_STORE });
    }
    if (mustEnrolFirst(session) && key !== SECOND_FACTOR_PATH && key !== OWN_NAME_PATH) {
      throw redirect(SECOND_FACTOR_PATH, { headers: NO_STORE });
    }
    if (!mayOpen(session.member.role, pattern)) {
      throw data(forbidden(context), { status: 403, headers: NO_STORE });
    }
    context.set(staffSessionContext, session);
    return next();
  };
}

/** What a staff resource asks of a request: a session whose role the table lists for the resource. */
export type StaffAccess =
  | { status: 200; session: StaffSession }
  | { status: 401; error: "unauthorized" }
  | { status: 403; error: "forbidden" };

/**
 * The access a `Cookie` header gives to the resource matched as `pattern`: 401 signed out (or halfway through
 * signing in), 403 for a role the table does not list for it, or before a required second factor or name.
 */
export async function staffAccess(cookieHeader: string | null, pattern: string): Promise<StaffAccess> {
  const session = await staffSessionOfCookie(cookieHeader);
  if (!session || session.secondFactorDue) return { status: 401, error: "unauthorized" };
  if (mustNameFirst(session) || mustEnrolFirst(session) || !mayOpen(session.member.role, pattern)) {
    return { status: 403, error: "forbidden" };
  }
  return { status: 200, session };
}

/**
 * For staff resource routes, given their loader's or action's arguments: the session, or the 401 or 403 JSON
 * answer `staffAccess` gives, thrown.
 */
export async function requireStaffApi({
  request,
  pattern,
}: {
  request: Request;
  pattern: string;
}): Promise<StaffSession> {
  const access = await staffAccess(request.headers.get("Cookie"), pattern);
  if (access.status === 200) return access.session;
  throw Response.json({ error: access.error }, { status: access.status, headers: NO_STORE });
}
