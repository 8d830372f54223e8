import { redirect } from "react-router";
import { lockedFor, type SecondStepFailure, SecondStepForm, SignInFrame } from "~/features/accounts";
import { confirmSignInTo, secondStepLockedFor } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { TRADE_HOME_PATH, TRADE_SIGN_IN_PATH, TRADE_SIGN_OUT_PATH } from "~/features/ordering";
import { BUYERS, buyerSession, tradePage } from "~/features/ordering/index.server";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/trade-second-step";

export const middleware: Route.MiddlewareFunction[] = [tradePage];

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Only a buyer's session halfway through signing in has this step; anyone else goes where they belong. */
async function halfwaySession(request: Request) {
  const session = await buyerSession(request);
  if (!session) throw redirect(TRADE_SIGN_IN_PATH);
  if (!session.secondFactorDue) throw redirect(TRADE_HOME_PATH);
  return session;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await halfwaySession(request);
  const t = serverT(context);
  return {
    lockedFor: await secondStepLockedFor("buyer", session.buyer.id),
    strings: stringsFor(context, [
      "tools.login",
      "tools.secondStep",
      "trade.secondStep",
      ...LANGUAGE_SELECTOR_STRINGS,
    ]),
    seo: pageSeo(context, request, {
      title: t("tools.secondStep.title"),
      description: t("tools.secondStep.description"),
      noindex: true,
    }),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await halfwaySession(request);
  return confirmSignInTo(
    BUYERS,
    request,
    { ...session, accountId: session.buyer.id },
    context.get(clientAddressContext),
  );
}

export default function TradeSecondStep({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure: SecondStepFailure | undefined =
    actionData ??
    (loaderData.lockedFor > 0 ? { error: "locked", retryAfterSeconds: loaderData.lockedFor } : undefined);
  let message: string | undefined;
  if (failure?.error === "invalid") message = t("tools.secondStep.invalid");
  else if (failure) {
    const { unit, count } = lockedFor(failure);
    message =
      unit === "hours"
        ? t("trade.secondStep.lockedHours", { count })
        : t("trade.secondStep.lockedMinutes", { count });
  }
  return (
    <SignInFrame heading={t("tools.secondStep.title")} intro={<p>{t("tools.secondStep.intro")}</p>}>
      <SecondStepForm answered={actionData} message={message} restartPath={TRADE_SIGN_OUT_PATH} />
    </SignInFrame>
  );
}
