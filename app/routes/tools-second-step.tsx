import { useEffect, useId, useRef } from "react";
import { redirect } from "react-router";
import { type SecondStepFailure, SignInFrame } from "~/features/accounts";
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
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
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
    lockedFor: await secondStepLockedFor(session.member.id),
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
  const minutes = Math.ceil(failure.retryAfterSeconds / 60);
  return minutes > 60
    ? t("tools.secondStep.lockedHours", { count: Math.ceil(minutes / 60) })
    : t("tools.secondStep.lockedMinutes", { count: minutes });
}

export default function SecondStep({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure: SecondStepFailure | undefined =
    actionData ??
    (loaderData.lockedFor > 0 ? { error: "locked", retryAfterSeconds: loaderData.lockedFor } : undefined);
  const message = useFailureMessage(failure);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // A wrong code is cleared, so the next one is typed into an empty field.
  useEffect(() => {
    if (!actionData || !input.current) return;
    input.current.value = "";
    input.current.focus();
  }, [actionData]);

  return (
    <SignInFrame heading={t("tools.secondStep.title")} intro={<p>{t("tools.secondStep.intro")}</p>}>
      <Form method="post" replace className="mt-8 flex flex-col gap-4">
        <Field
          id={inputId}
          label={t("tools.secondStep.code")}
          look="lead"
          error={message}
          announceError
          className="flex flex-col gap-4"
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              name="code"
              required
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className={`${control.className} font-mono text-lg tracking-widest`}
            />
          )}
        </Field>
        <SubmitButton busyLabel={t("tools.secondStep.submitting")}>
          {t("tools.secondStep.submit")}
        </SubmitButton>
      </Form>
      <Form method="post" action={TOOLS_LOGOUT_PATH} className="mt-4 text-center text-sm">
        <button type="submit" className="font-semibold text-brand underline underline-offset-2">
          {t("tools.secondStep.restart")}
        </button>
      </Form>
    </SignInFrame>
  );
}
