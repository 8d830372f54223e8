import { useTranslation } from "~/features/i18n";
import { StudioBrands, StudioPages } from "~/features/studio";
import { studioFront, studioLoaderStart, studioSeo } from "~/features/studio/index.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { t, language, when, strings } = studioLoaderStart(context, [
    "studio.list",
    "studio.lineup.open",
    "studio.newBrand",
    "studio.pages",
    "studio.company.open",
  ]);
  return {
    seo: studioSeo(context, request, t("studio.list.title")),
    strings,
    ...(await studioFront(language, when, t)),
  };
}

/** The studio's front page: the site's pages first (a handful, edited most), then every brand, what is live and whether a draft waits. */
export default function StudioPage({ loaderData: { brands, unpublished, pages } }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("studio.list.heading")}</h1>
        <p className="mt-2 max-w-3xl text-muted">{t("studio.list.intro")}</p>
      </div>
      <StudioPages pages={pages} />
      <StudioBrands brands={brands} unpublished={unpublished} />
    </div>
  );
}
