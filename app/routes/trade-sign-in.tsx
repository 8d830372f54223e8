import { redirect } from "react-router";
import { SignInForm, SignInFrame } from "~/features/accounts";
import { signInTo } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { TRADE_HOME_PATH, TRADE_PASSWORD_RESET_PATH, TRADE_SECOND_STEP_PATH } from "~/features/ordering";
import { BUYERS, buyerSession, tradePage } from "~/features/ordering/index.server";
import { APPLICATION_PATH } from "~/features/retailers";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/trade-sign-in";

export const middleware: Route.MiddlewareFunction[] = [tradePage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await buyerSession(request);
  if (session) throw redirect(session.secondFactorDue ? TRADE_SECOND_STEP_PATH : TRADE_HOME_PATH);
  const t = serverT(context);
  return {
    strings: stringsFor(context, ["tools.login", "trade.signIn", ...LANGUAGE_SELECTOR_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("trade.signIn.title"),
      description: t("trade.signIn.description"),
      noindex: true,
    }),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return signInTo(BUYERS, request, context.get(clientAddressContext));
}

export default function TradeSignIn({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SignInFrame heading={t("trade.signIn.title")} intro={<p>{t("trade.signIn.intro")}</p>}>
      <SignInForm failure={actionData} resetPath={TRADE_PASSWORD_RESET_PATH} />
      <p className="mt-4 text-center text-sm">
        <Link to={APPLICATION_PATH} className="font-semibold text-brand underline underline-offset-2">
          {t("trade.signIn.apply")}
        </Link>
      </p>
    </SignInFrame>
  );
}
