import { contactPageFor } from "~/features/contact";
import { useLanguage, useTranslation } from "~/features/i18n";
import { NO_BREAK_SPACE } from "~/lib/french-typography";
import { numberFormat } from "~/lib/intl-formats";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import { phoneForDisplay, type StoreNear, type StoreSearch } from "./store";

/** Under a kilometre apart is the same postal-code area: the distance would be a false precision. */
function Distance({ km }: { km: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (km < 1) return <>{t("whereToBuy.results.sameArea")}</>;
  const distance = numberFormat(`${language}-CA`, {
    style: "unit",
    unit: "kilometer",
    maximumFractionDigits: 0,
  })
    .format(km)
    .replace(" ", NO_BREAK_SPACE);
  return <>{t("whereToBuy.results.distance", { distance })}</>;
}

/** One store as schema.org reads it (a `Store` with its `PostalAddress`), and as a visitor does. */
function StoreCard({ store, brandNames }: { store: StoreNear; brandNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const carried = store.brands.flatMap((id) => brandNames.get(id) ?? []);
  return (
    <li
      itemScope
      itemType="https://schema.org/Store"
      className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 itemProp="name" className="text-lg font-bold text-ink">
          {store.name}
        </h3>
        <p className="text-sm font-semibold whitespace-nowrap text-brand">
          <Distance km={store.distanceKm} />
        </p>
      </div>
      <p itemProp="address" itemScope itemType="https://schema.org/PostalAddress" className="text-ink">
        <span itemProp="streetAddress">{store.address}</span>
        <br />
        <span itemProp="addressLocality">{store.city}</span>{" "}
        <span itemProp="addressRegion">{store.province}</span>{" "}
        <span itemProp="postalCode" className="whitespace-nowrap">
          {store.postalCode}
        </span>
        <meta itemProp="addressCountry" content="CA" />
      </p>
      {store.phone || store.website ? (
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          {store.phone ? (
            <a
              href={`tel:+1${store.phone}`}
              itemProp="telephone"
              content={`+1-${phoneForDisplay(store.phone)}`}
              className="font-medium text-brand underline hover:text-brand-dark"
            >
              {t("whereToBuy.results.call", { phone: phoneForDisplay(store.phone) })}
            </a>
          ) : null}
          {store.website ? (
            <a
              href={store.website}
              itemProp="url"
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 font-medium text-brand underline hover:text-brand-dark"
            >
              {t("whereToBuy.results.website")}
              <span className="sr-only"> {t("whereToBuy.results.opensInNewTab")}</span>
              <Icon name="externalLink" className="size-4" />
            </a>
          ) : null}
        </p>
      ) : null}
      {carried.length > 0 ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{t("whereToBuy.results.carries")}</span>{" "}
          {carried.join(", ")}
        </p>
      ) : null}
    </li>
  );
}

/**
 * A search's answer: the stores nearest first, or why there are none. Its heading is the page's live answer,
 * so the region is labelled by it.
 */
export function StoreResults({
  results,
  brand,
  brandNames,
}: {
  results: StoreSearch;
  /** The brand searched for, by name. */
  brand?: string;
  brandNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  if (results.outcome === "unknownPostalCode" || results.outcome === "unknownPlace") {
    return (
      <p
        role="alert"
        className="rounded-2xl bg-amber-50 p-6 font-medium text-amber-950 ring-1 ring-amber-200"
      >
        {results.outcome === "unknownPostalCode"
          ? t("whereToBuy.results.unknownPostalCode", { area: results.postalCode.slice(0, 3) })
          : t("whereToBuy.results.unknownPlace", { place: results.place })}
      </p>
    );
  }
  if (results.outcome === "noStore") {
    return (
      <div role="status" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="font-medium text-ink">
          {brand ? t("whereToBuy.results.noStoreBrand", { brand }) : t("whereToBuy.results.noStore")}
        </p>
        <Link
          to={contactPageFor()}
          className="mt-3 inline-block font-medium text-brand underline hover:text-brand-dark"
        >
          {t("whereToBuy.results.askUs")}
        </Link>
      </div>
    );
  }
  const count = results.total;
  const heading = brand
    ? t("whereToBuy.results.headingBrand", { brand, place: results.place })
    : t("whereToBuy.results.heading", { place: results.place });
  return (
    <section aria-labelledby="store-results">
      <h2 id="store-results" className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <p role="status" className="mt-2 text-muted">
        {count > results.stores.length
          ? t("whereToBuy.results.nearest", { total: count, shown: results.stores.length })
          : t("whereToBuy.results.count", { count })}
      </p>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        {results.stores.map((store) => (
          <StoreCard
            key={`${store.name}|${store.address}|${store.postalCode}`}
            store={store}
            brandNames={brandNames}
          />
        ))}
      </ol>
    </section>
  );
}
