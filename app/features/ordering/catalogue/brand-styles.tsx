import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";
import { TRADE_CATALOGUE_PATH } from "../buyers/constants";
import { catalogueImagePath, type PublicStyle } from "./catalogue-view";

/**
 * A public brand page's current styles (issue 50 §5): photo, name and colours of each, and for retail
 * buyers the way to the catalogue with their prices and our stock (sign-in first when signed out). Nothing
 * here is a price or a stock figure: the page is the same for everyone and is kept by the page cache.
 */
export function BrandStyles({
  brandId,
  brandName,
  styles,
  total,
}: {
  brandId: string;
  brandName: string;
  styles: PublicStyle[];
  total: number;
}) {
  const { t } = useTranslation();
  if (styles.length === 0) return null;
  return (
    <section aria-labelledby="brand-styles" className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h2 id="brand-styles" className="text-3xl font-bold tracking-tight text-ink">
        {t("trade.brandStyles.heading", { brand: brandName })}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{t("trade.brandStyles.intro", { count: total })}</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {styles.map((style) => {
          const first = style.colourways[0];
          return (
            <li
              key={style.styleNumber}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              {first ? (
                <img
                  src={catalogueImagePath(first.itemNumber, "card")}
                  alt=""
                  width={480}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full bg-slate-100 object-contain"
                />
              ) : null}
              <div className="p-3">
                <h3 className="leading-snug font-semibold text-ink hyphens-auto wrap-break-word">
                  {style.name}
                </h3>
                <p className="mt-1 text-sm text-muted">
                  {style.colourways.map((colourway) => colourway.colour).join(" · ")}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-6">
        <Link
          to={`${TRADE_CATALOGUE_PATH}?brand=${encodeURIComponent(brandId)}`}
          className="inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {t("trade.brandStyles.buyers")}
        </Link>
      </p>
    </section>
  );
}
