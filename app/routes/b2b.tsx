import { useLanguage, useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import { useReveal } from "~/ui/reveal";
import type { Route } from "./+types/b2b";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, ["pages.b2b"]),
    seo: pageSeo(context, request, { title: t("pages.b2b.title"), description: t("pages.b2b.intro") }),
  };
}

const FEATURES = ["ordering", "inventory", "catalog", "history", "checkout"] as const;
const PREVIEWS = ["catalog", "inventory", "orders", "checkout"] as const;

const FEATURE_ICONS: Record<(typeof FEATURES)[number], string> = {
  ordering: "M4 6h16M4 12h10M4 18h7m9-3-3 3-2-2",
  inventory: "M4 8 12 4l8 4v8l-8 4-8-4zm0 0 8 4 8-4M12 12v8",
  catalog: "M4 5h7v6H4zm9 0h7v6h-7zM4 13h7v6H4zm9 0h7v6h-7z",
  history: "M12 7v5l3 2m6-2a9 9 0 1 1-3-6.7M21 4v4h-4",
  checkout: "M3 7h18v10H3zm0 4h18M7 15h3",
};

function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

export default function B2bTeaser() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-dark via-brand to-[#3b5bb5] text-white">
        <div className="mx-auto max-w-5xl px-6 py-20 text-center sm:py-28">
          <p className="eyebrow text-white/80">{t("pages.b2b.eyebrow")}</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-6xl">{t("pages.b2b.heading")}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-white/90">{t("pages.b2b.intro")}</p>
          <button
            type="button"
            disabled
            className="mt-10 cursor-not-allowed rounded-full border-2 border-dashed border-white/60 px-8 py-3 font-semibold text-white/90"
          >
            {t("pages.b2b.comingSoon")}
          </button>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="b2b-features">
        <h2 id="b2b-features" className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t("pages.b2b.sneakPeek")}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {FEATURES.map((feature) => (
            // Five cards in two columns: the fifth takes the whole last row rather than leaving half of it empty.
            <li
              key={feature}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:max-lg:last:odd:col-span-2"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-10 rounded-lg bg-brand-light p-2 text-brand"
                aria-hidden="true"
              >
                <path
                  d={FEATURE_ICONS[feature]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
              </svg>
              <h3 className="mt-4 font-semibold text-ink">{t(`pages.b2b.features.${feature}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`pages.b2b.features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-20" aria-labelledby="b2b-previews">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="b2b-previews"
            className="text-center text-3xl font-bold tracking-tight text-ink sm:text-4xl"
          >
            {t("pages.b2b.previews")}
          </h2>
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {PREVIEWS.map((preview) => (
              <Reveal key={preview}>
                <img
                  src={`/generated/b2b/${preview}.${language}.svg`}
                  alt={t(`pages.b2b.previewAlt.${preview}`)}
                  width={960}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-2xl shadow-lg ring-1 ring-slate-200"
                />
              </Reveal>
            ))}
          </div>
          <div className="mt-14 text-center">
            <p className="mx-auto max-w-2xl text-lg text-pretty text-muted">{t("pages.b2b.notify")}</p>
            <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
              <button
                type="button"
                disabled
                className="cursor-not-allowed rounded-full border-2 border-dashed border-slate-400 px-8 py-3 font-semibold text-slate-600"
              >
                {t("pages.b2b.comingSoon")}
              </button>
              <Link
                to="/contact"
                className="rounded-full bg-brand px-8 py-3 font-semibold text-white hover:bg-brand-dark"
              >
                {t("pages.b2b.contact")}
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
