import { redirect } from "react-router";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { CompanyMark, LANGUAGE_SELECTOR_STRINGS, LanguageSelector } from "~/features/layout";
import { LoginForm, TOOLS_DASHBOARD_PATH, TOOLS_LOGIN_STRINGS } from "~/features/tools";
import { privatePage, signIn, staffSession } from "~/features/tools/index.server";
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
