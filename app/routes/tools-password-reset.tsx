import { data } from "react-router";
import { EmailField, SignInFrame } from "~/features/accounts";
import { askForReset, privatePage, readStaffForm, requiredField } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { TOOLS_LOGIN_PATH, TOOLS_LOGIN_STRINGS } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { passRetryAfter } from "~/lib/retry-after";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
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
  return { outcome: "sent" as const, retryAfterSeconds: 0 };
}

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SignInFrame heading={t("tools.reset.title")} intro={<p>{t("tools.reset.intro")}</p>}>
      {actionData?.outcome === "sent" ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {t("tools.reset.sent")}
        </p>
      ) : (
        <Form method="post" className="mt-8 flex flex-col gap-4">
          <EmailField
            label={t("tools.reset.email")}
            error={
              actionData?.outcome === "throttled"
                ? t("tools.reset.throttled", { count: Math.ceil(actionData.retryAfterSeconds / 60) })
                : undefined
            }
            announceError
          />
          <SubmitButton busyLabel={t("tools.reset.submitting")}>{t("tools.reset.submit")}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={TOOLS_LOGIN_PATH} className="font-semibold text-brand underline underline-offset-2">
          {t("tools.reset.back")}
        </Link>
      </p>
    </SignInFrame>
  );
}
