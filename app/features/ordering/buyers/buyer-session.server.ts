import { type MiddlewareFunction, replace } from "react-router";
import {
  liveSession,
  type OwnAccount,
  ownPasswordOpens,
  type SignInAudience,
} from "~/features/accounts/index.server";
import { database } from "~/lib/database.server";
import { type BuyerRow, buyerByEmail } from "./buyer-accounts.server";
import {
  BUYER_ROLES,
  type BuyerRole,
  TRADE_HOME_PATH,
  TRADE_SECOND_STEP_PATH,
  TRADE_SIGN_IN_PATH,
} from "./constants";
import { buyerSessionContext } from "./context";
import type { BuyerSession } from "./session";

function isBuyerRole(role: string): role is BuyerRole {
  return (BUYER_ROLES as readonly string[]).includes(role);
}

/**
 * The live buyer session a `Cookie` header names, with its customer; undefined when signed out, expired, or
 * for a staff cookie (each audience reads its own cookie only).
 */
export async function buyerSessionOfCookie(cookieHeader: string | null): Promise<BuyerSession | undefined> {
  const session = await liveSession("buyer", cookieHeader);
  if (!session) return undefined;
  const { account, ...rest } = session;
  const { role } = account;
  if (!isBuyerRole(role)) return undefined;
  const { db } = await database();
  const customer = await db
    .selectFrom("buyer_accounts")
    .innerJoin("customers", "customers.customer_number", "buyer_accounts.customer_number")
    .select([
      "customers.customer_number",
      "customers.legal_name",
      "customers.operating_name",
      "customers.status",
    ])
    .where("buyer_accounts.id", "=", account.id)
    .executeTakeFirst();
  if (!customer) return undefined;
  return {
    ...rest,
    buyer: { ...account, role },
    customer: {
      number: customer.customer_number,
      name: customer.operating_name || customer.legal_name,
      status: customer.status,
    },
  };
}

/** The request's live buyer session, or undefined. */
export function buyerSession(request: Request): Promise<BuyerSession | undefined> {
  return buyerSessionOfCookie(request.headers.get("Cookie"));
}

/** Buyers sign in on their own page with their own password; the configured staff password opens none. */
export const BUYERS: SignInAudience<BuyerRow> = {
  audience: "buyer",
  paths: { signIn: TRADE_SIGN_IN_PATH, secondStep: TRADE_SECOND_STEP_PATH, home: TRADE_HOME_PATH },
  accountToSignIn: buyerByEmail,
  passwordOpens: ownPasswordOpens,
};

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * Every trade page, signed in or not: never in a shared cache, the back-forward cache or a search engine. A
 * buyer's page shows their prices; a sign-in page must not be served to the next person from a cache.
 */
export const tradePage: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
};

/**
 * Guards the signed-in trade pages: signed out (or halfway through signing in), the browser goes to the
 * trade sign-in; a staff session is no buyer's, so staff go there too (part 3's audited "order as" is how
 * staff act for a buyer).
 */
export const buyersOnly: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = await buyerSession(request);
  if (!session) throw replace(TRADE_SIGN_IN_PATH, { headers: PRIVATE });
  if (session.secondFactorDue) throw replace(TRADE_SECOND_STEP_PATH, { headers: PRIVATE });
  context.set(buyerSessionContext, session);
  return next();
};

/** The buyer's own account, as the password, session and second-factor functions of accounts take it. */
export function buyerOwn(session: BuyerSession): OwnAccount {
  return {
    audience: "buyer",
    accountId: session.buyer.id,
    key: session.key,
    secondFactor: session.buyer.secondFactor,
  };
}
