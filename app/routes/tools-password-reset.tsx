import { data } from "react-router";
import { ResetRequestForm, SignInFrame } from "~/features/accounts";
import { askForReset, privatePage, readStaffForm, requiredField } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { TOOLS_LOGIN_PATH, TOOLS_LOGIN_STRINGS } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-password-reset";

export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export const headers: Route.HeadersFunction = passRetryAfter;

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, [...TOOLS_LOGIN_STRINGS, "tools.reset", ...LANGUAGE_SELECTOR_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("tools.reset.title"),
      description: t("tools.reset.description"),
      noindex: true,
    }),
  };
}

/** The same answer for every address (no one learns which have accounts); only a client asking too often waits. */
export async function action({ context, request }: Route.ActionArgs) {
  const email = requiredField(await readStaffForm(request), "email");
  const { retryAfterSeconds } = await askForReset(email, context.get(clientAddressContext));
  if (retryAfterSeconds > 0) {
    return data(
      { outcome: "throttled" as const, retryAfterSeconds },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  return { outcome: "sent" as const };
}

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SignInFrame heading={t("tools.reset.title")} intro={<p>{t("tools.reset.intro")}</p>}>
      <ResetRequestForm asked={actionData} sent={t("tools.reset.sent")} backPath={TOOLS_LOGIN_PATH} />
    </SignInFrame>
  );
}
