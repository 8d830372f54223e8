import { PROVINCES } from "@content/company/fields";
import { contactPageFor } from "~/features/contact";
import { useLanguage, useTranslation } from "~/features/i18n";
import { phoneDigitsForDisplay, phoneHref, phoneNumberOf } from "~/lib/canada-post";
import { localityLine } from "~/lib/company-contact";
import type { Language } from "~/lib/languages";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import {
  ANY_DISTANCE,
  BRAND_PARAM,
  type DistanceLimitKm,
  directionsHref,
  NEAR_PARAM,
  RESULTS_ANCHOR,
  WHERE_TO_BUY_PATH,
  WITHIN_PARAM,
} from "./constants";
import { kilometres } from "./kilometres";
import type { Place, StoreNear, StoreSearch } from "./store";

/** The place searched from as the page's language names it: `Montréal, QC`; in French `Montréal (Québec)`. */
function placeName({ name, province }: Place, language: Language): string {
  if (!province) return name;
  return language === "fr" ? `${name} (${PROVINCES[province].fr})` : `${name}, ${province}`;
}

/** Under a kilometre apart is the same postal-code area: the distance would be a false precision. */
function Distance({ km }: { km: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (km < 1) return <>{t("whereToBuy.results.sameArea")}</>;
  return <>{t("whereToBuy.results.distance", { distance: kilometres(km, language) })}</>;
}

/** The address a map searches for: the street, the town, the province, the postal code and the country. */
const mapAddress = (store: StoreNear) =>
  `${store.address}, ${store.city}, ${store.province} ${store.postalCode}, Canada`;

/** A link that leaves for another site, in a new tab, saying so. */
function AwayLink({ href, itemProp, children }: { href: string; itemProp?: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      itemProp={itemProp}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1.5 font-medium text-brand underline hover:text-brand-dark"
    >
      {children}
      <span className="sr-only"> {t("whereToBuy.results.opensInNewTab")}</span>
      <Icon name="externalLink" className="size-4" />
    </a>
  );
}

/**
 * One store as schema.org reads it (a `Store` with its `PostalAddress`), and as a visitor does: its address
 * written as the page's language writes one, how to call it, its website, and directions to it.
 */
function StoreCard({ store, brandNames }: { store: StoreNear; brandNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const carried = store.brands.flatMap((id) => brandNames.get(id) ?? []);
  const phone = phoneNumberOf(store.phone);
  const locality = localityLine(
    <span itemProp="addressLocality" key="town">
      {store.city}
    </span>,
    <span itemProp="addressRegion" key="province">
      {PROVINCES[store.province][language]}
    </span>,
    <span itemProp="postalCode" className="whitespace-nowrap" key="postal-code">
      {store.postalCode}
    </span>,
    language,
  );
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
        {locality}
        <meta itemProp="addressCountry" content="CA" />
      </p>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {phone ? (
          <a
            href={phoneHref(phone)}
            itemProp="telephone"
            content={`+1-${phoneDigitsForDisplay(phone.digits)}`}
            className="font-medium text-brand underline hover:text-brand-dark"
          >
            {t(phone.extension ? "whereToBuy.results.callExtension" : "whereToBuy.results.call", {
              phone: phoneDigitsForDisplay(phone.digits),
              extension: phone.extension,
            })}
          </a>
        ) : null}
        {store.website ? (
          <AwayLink href={store.website} itemProp="url">
            {t("whereToBuy.results.website")}
          </AwayLink>
        ) : null}
        <AwayLink href={directionsHref(mapAddress(store))}>{t("whereToBuy.results.directions")}</AwayLink>
      </p>
      {carried.length > 0 ? (
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">{t("whereToBuy.results.carries")}</span>{" "}
          {carried.join(", ")}
        </p>
      ) : null}
    </li>
  );
}

/** The same search with another distance, landing on its answer. */
function searchHref(near: string, brand: string | undefined, within: DistanceLimitKm | typeof ANY_DISTANCE) {
  const query = new URLSearchParams({ [NEAR_PARAM]: near });
  if (brand) query.set(BRAND_PARAM, brand);
  query.set(WITHIN_PARAM, String(within));
  return `${WHERE_TO_BUY_PATH}?${query}#${RESULTS_ANCHOR}`;
}

/**
 * A search's answer: the stores nearest first, or why there are none. Its heading is the page's live answer,
 * so the region is labelled by it.
 */
export function StoreResults({
  results,
  near,
  brandId,
  brand,
  brandNames,
}: {
  results: StoreSearch;
  /** The search as typed, for the link that widens it. */
  near: string;
  brandId?: string;
  /** The brand searched for, by name. */
  brand?: string;
  brandNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
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
  const place = placeName(results.place, language);
  if (results.outcome === "noStoreWithin") {
    const words = {
      place,
      distance: kilometres(results.withinKm, language),
      nearest: kilometres(results.nearestKm, language),
    };
    return (
      <div role="status" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <p className="font-medium text-ink">
          {brand
            ? t("whereToBuy.results.noneWithinBrand", { ...words, brand })
            : t("whereToBuy.results.noneWithin", words)}
        </p>
        <Link
          to={searchHref(near, brandId, results.widerKm ?? ANY_DISTANCE)}
          className="mt-3 inline-block font-medium text-brand underline hover:text-brand-dark"
        >
          {results.widerKm
            ? t("whereToBuy.results.widen", { distance: kilometres(results.widerKm, language) })
            : t("whereToBuy.results.anyDistance")}
        </Link>
      </div>
    );
  }
  const count = results.total;
  const heading = brand
    ? t("whereToBuy.results.headingBrand", { brand, place })
    : t("whereToBuy.results.heading", { place });
  const distance = results.withinKm ? kilometres(results.withinKm, language) : undefined;
  return (
    <section aria-labelledby="store-results">
      <h2 id="store-results" className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <p role="status" className="mt-2 text-muted">
        {distance
          ? count > results.stores.length
            ? t("whereToBuy.results.nearestWithin", { total: count, shown: results.stores.length, distance })
            : t("whereToBuy.results.countWithin", { count, distance })
          : count > results.stores.length
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
