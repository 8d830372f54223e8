import { useEffect, useId, useRef } from "react";
import { redirect } from "react-router";
import { SignInFrame } from "~/features/accounts";
import { confirmSignIn, privatePage, staffSession } from "~/features/accounts/index.server";
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
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/tools-second-step";

export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Only a session halfway through signing in has this step; anyone else goes where they belong. */
async function halfwaySession(request: Request) {
  const session = await staffSession(request);
  if (!session) throw redirect(TOOLS_LOGIN_PATH);
  if (!session.secondFactorDue) throw redirect(TOOLS_DASHBOARD_PATH);
  return session;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await halfwaySession(request);
  const t = serverT(context);
  return {
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

export default function SecondStep({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
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
          error={actionData ? t("tools.secondStep.invalid") : undefined}
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
