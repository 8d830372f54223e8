import { data } from "react-router";
import { SecondFactorEnrolment } from "~/features/accounts";
import {
  enrolmentFor,
  enrolSecondFactor,
  readStaffForm,
  requiredField,
} from "~/features/accounts/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { buyerSessionContext, TRADE_ACCOUNT_PATH, TRADE_HOME_PATH } from "~/features/ordering";
import { buyerById, buyerOwn } from "~/features/ordering/index.server";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/trade-second-factor";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A buyer turns on two-step verification for their own sign-in: optional, as issue 50 §3 asks. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const account = await buyerById(context.get(buyerSessionContext).buyer.id);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.enrol.title"),
      description: t("trade.account.you.enrolDescription"),
      noindex: true,
    }),
    strings: stringsFor(context, ["tools.enrol"]),
    // Read afresh: after the action that turned it on, this loader runs again with the new state.
    enrolment: (account && (await enrolmentFor("buyer", account))) ?? null,
  };
}

/** A code from the app confirms the secret; the answer carries the recovery codes, shown this once. */
export async function action({ context, request }: Route.ActionArgs) {
  const code = requiredField(await readStaffForm(request), "code");
  const codes = await enrolSecondFactor(
    buyerOwn(context.get(buyerSessionContext)),
    code,
    context.get(clientAddressContext),
  );
  return codes ? { codes } : data({ codes: null }, { status: 400 });
}

export default function TradeSecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondFactorEnrolment
      enrolment={loaderData.enrolment}
      answer={actionData}
      backPath={TRADE_ACCOUNT_PATH}
      continuePath={TRADE_HOME_PATH}
    />
  );
}
