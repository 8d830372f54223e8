import { redirect } from "react-router";
import { stringsFor } from "~/features/i18n/strings.server";
import { serverT } from "~/features/i18n/translate.server";
import { useTranslation } from "~/features/i18n/use-translation";
import { CompanyMark } from "~/features/layout/company-logo";
import { LanguageSelector } from "~/features/layout/language-selector";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout/strings";
import { TOOLS_DASHBOARD_PATH } from "~/features/tools/constants";
import { signIn } from "~/features/tools/login.server";
import { LoginForm } from "~/features/tools/login-form";
import { staffSession } from "~/features/tools/session.server";
import { privatePage } from "~/features/tools/staff-middleware.server";
import { TOOLS_LOGIN_STRINGS } from "~/features/tools/strings";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-login";

export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Retry-After comes from the action; the rest is set by the middleware. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ context, request }: Route.LoaderArgs) {
  if (await staffSession(request)) throw redirect(TOOLS_DASHBOARD_PATH);
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
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-brand text-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-3 rounded-md">
            <CompanyMark inverted className="size-9" />
            <span className="text-sm font-semibold text-balance sm:text-base">
              {t("tools.login.backToSite")}
            </span>
          </Link>
          <LanguageSelector />
        </div>
      </header>
      <main id="main" className="grid flex-1 grid-cols-[minmax(0,1fr)] place-items-center px-4 py-12">
        <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{t("tools.login.title")}</h1>
          <p className="mt-2 text-sm text-muted">{t("tools.login.intro")}</p>
          <LoginForm failure={actionData} />
        </div>
      </main>
    </div>
  );
}
