import { redirect } from "react-router";
import { SignInForm, SignInFrame } from "~/features/accounts";
import { privatePage, signIn, staffSession } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { SECOND_FACTOR_STEP_PATH, TOOLS_DASHBOARD_PATH, TOOLS_LOGIN_STRINGS } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-login";

export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await staffSession(request);
  if (session) throw redirect(session.secondFactorDue ? SECOND_FACTOR_STEP_PATH : TOOLS_DASHBOARD_PATH);
  const t = serverT(context);
  return {
    strings: stringsFor(context, [...TOOLS_LOGIN_STRINGS, ...LANGUAGE_SELECTOR_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("tools.login.title"),
      description: t("tools.login.description"),
      noindex: true,
    }),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return signIn(request, context.get(clientAddressContext));
}

export default function ToolsLogin({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SignInFrame heading={t("tools.login.title")} intro={<p>{t("tools.login.intro")}</p>}>
      <SignInForm failure={actionData} />
    </SignInFrame>
  );
}
