import { BrandGrid, type BrandTile } from "~/features/brands";
import { useTranslation } from "~/features/i18n";
import { SectionHeading } from "~/ui/section-heading";

/** SPEC §2 Home: the grid of 21 brands, under a heading of its own. */
export function BrandsSection({ tiles }: { tiles: BrandTile[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-brands-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading id="home-brands-heading">{t("home.grid.heading")}</SectionHeading>
      <p className="mt-4 max-w-2xl text-lg text-muted">{t("home.grid.body")}</p>
      <div className="mt-10">
        <BrandGrid tiles={tiles} variant="wide" />
      </div>
    </section>
  );
}
