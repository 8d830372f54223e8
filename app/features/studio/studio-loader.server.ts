import { data, type RouterContextProvider } from "react-router";
import type { StringSection } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { pageSeo } from "~/lib/seo.server";

type Context = Readonly<RouterContextProvider>;

/** A studio page's title, with the studio's description: for staff only, never indexed. */
export function studioSeo(context: Context, request: Request, title: string) {
  return pageSeo(context, request, {
    title,
    description: serverT(context)("studio.list.intro"),
    noindex: true,
  });
}

/**
 * What every studio page's loader starts from (the tools' layout has already required a member whose role
 * opens the studio): the translator, the reader's language, `when` to show a moment in the company's time
 * zone in that language, and the strings of `sections` (the whole studio by default).
 */
export function studioLoaderStart(context: Context, sections: readonly StringSection[] = ["studio"]) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const locale = LANGUAGE_LOCALES[language];
  return {
    t,
    language,
    when: (at: number) => formatCompanyTime(at, locale),
    strings: stringsFor(context, sections),
  };
}

/**
 * A 404 for an editor whose brand or page does not exist, titled `title`; `absent` names what the page would
 * have shown as null (`{ brand: null }`), so the page draws its "unknown" state from the same data.
 */
export function studioNotFound<Absent extends Record<string, null>>(
  context: Context,
  request: Request,
  title: string,
  absent: Absent,
) {
  return data(
    { seo: studioSeo(context, request, title), strings: stringsFor(context, ["studio"]), ...absent },
    { status: 404 },
  );
}
