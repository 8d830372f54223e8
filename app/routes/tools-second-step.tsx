import { redirect } from "react-router";
import { lockedFor, type SecondStepFailure, SecondStepForm, SignInFrame } from "~/features/accounts";
import {
  confirmSignIn,
  privatePage,
  secondStepLockedFor,
  staffSession,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import {
  TOOLS_DASHBOARD_PATH,
  TOOLS_LOGIN_PATH,
  TOOLS_LOGIN_STRINGS,
  TOOLS_LOGOUT_PATH,
} from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-second-step";

export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const headers: Route.HeadersFunction = passRetryAfter;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Only a session halfway through signing in has this step; anyone else goes where they belong. */
async function halfwaySession(request: Request) {
  const session = await staffSession(request);
  if (!session) throw redirect(TOOLS_LOGIN_PATH);
  if (!session.secondFactorDue) throw redirect(TOOLS_DASHBOARD_PATH);
  return session;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await halfwaySession(request);
  const t = serverT(context);
  return {
    // A locked step says so before a code is typed in vain.
    lockedFor: await secondStepLockedFor("staff", session.member.id),
    strings: stringsFor(context, [...TOOLS_LOGIN_STRINGS, "tools.secondStep", ...LANGUAGE_SELECTOR_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("tools.secondStep.title"),
      description: t("tools.secondStep.description"),
      noindex: true,
    }),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = await halfwaySession(request);
  return confirmSignIn(request, session, context.get(clientAddressContext));
}

/** The field's error: a wrong code, or how long the locked step stays locked (minutes, or hours past one). */
function useFailureMessage(failure: SecondStepFailure | undefined): string | undefined {
  const { t } = useTranslation();
  if (!failure) return undefined;
  if (failure.error === "invalid") return t("tools.secondStep.invalid");
  const { unit, count } = lockedFor(failure);
  return unit === "hours"
    ? t("tools.secondStep.lockedHours", { count })
    : t("tools.secondStep.lockedMinutes", { count });
}

export default function SecondStep({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure: SecondStepFailure | undefined =
    actionData ??
    (loaderData.lockedFor > 0 ? { error: "locked", retryAfterSeconds: loaderData.lockedFor } : undefined);
  return (
    <SignInFrame heading={t("tools.secondStep.title")} intro={<p>{t("tools.secondStep.intro")}</p>}>
      <SecondStepForm
        answered={actionData}
        message={useFailureMessage(failure)}
        restartPath={TOOLS_LOGOUT_PATH}
      />
    </SignInFrame>
  );
}
