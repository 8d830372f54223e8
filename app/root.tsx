import interLatin from "../generated/fonts/inter-latin.woff2?url";
import "./app.css";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import {
  LanguageSync,
  revalidateOnLanguageChange,
  TranslationProvider,
  useRouteStrings,
} from "~/features/i18n";
import { languageMiddleware, stringsFor } from "~/features/i18n/index.server";
import { ERROR_PAGE_STRINGS, ErrorPage, NavigationScroll, RefusalPage } from "~/features/layout";
import { yearIn } from "~/lib/company-contact";
import { languageContext, languageFixedContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { useNonce } from "~/lib/nonce";
import { isRefusal } from "~/lib/refusal";
import { type RootData, useRootData } from "~/lib/root-data";
import { useTypedTextRestored } from "~/lib/typed-before-hydration";
import type { Route } from "./+types/root";

export const middleware: Route.MiddlewareFunction[] = [languageMiddleware];

/** English and French need only the Latin subset: asked for with the document, not once the CSS is read. */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function loader({ context }: Route.LoaderArgs) {
  const language = context.get(languageContext);
  const shared: RootData = {
    language,
    year: yearIn(LANGUAGE_LOCALES[language]),
    languageFixed: context.get(languageFixedContext),
  };
  return { ...shared, strings: stringsFor(context, ERROR_PAGE_STRINGS) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const language = data?.language ?? "en";
  const strings = useRouteStrings(language);
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#243f89" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        <div id="app">
          {data ? (
            <TranslationProvider language={data.language} strings={strings}>
              {children}
            </TranslationProvider>
          ) : (
            children
          )}
        </div>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  useTypedTextRestored();
  return (
    <>
      <NavigationScroll />
      {data?.languageFixed ? null : <LanguageSync />}
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  // A page refused by a middleware (a tool outside the member's role): no loader ran, and React Router brings
  // the refusal to this boundary, worded on the server.
  if (isRouteErrorResponse(error) && error.status === 403 && isRefusal(error.data)) {
    return (
      <main id="main">
        <RefusalPage refusal={error.data} />
      </main>
    );
  }
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  return (
    <main id="main">
      <ErrorPage available={Boolean(data)} />
    </main>
  );
}
