import { useId } from "react";
import { useLanguage, useTranslation } from "~/features/i18n";
import { callToActionClass } from "~/ui/call-to-action";
import { Field, Select } from "~/ui/field";
import { Form } from "~/ui/link";
import {
  ANY_DISTANCE,
  BRAND_PARAM,
  DISTANCE_LIMITS_KM,
  type DistanceLimitKm,
  NEAR_MAX_LENGTH,
  NEAR_PARAM,
  RESULTS_ANCHOR,
  WHERE_TO_BUY_PATH,
  WITHIN_PARAM,
} from "./constants";
import { kilometres } from "./kilometres";

/**
 * The search for stores: a postal code or a town, and on the where-to-buy page a brand and a distance to
 * choose; on a brand page the brand is given and the distance is the default. A plain GET form, so a search is
 * a link a visitor can keep or share and works without scripts.
 */
export function StoreFinder({
  near = "",
  brand,
  brands,
  within,
  label,
}: {
  near?: string;
  /** The brand searched for: fixed when `brands` is absent, else the one chosen. */
  brand?: string;
  /** The brands a visitor may choose from (the where-to-buy page). */
  brands?: readonly { id: string; name: string }[];
  /** The distance searched within (the where-to-buy page); none: any distance. */
  within?: DistanceLimitKm;
  /** What the form is called for assistive technology. */
  label: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <Form
      method="get"
      action={`${WHERE_TO_BUY_PATH}#${RESULTS_ANCHOR}`}
      aria-label={label}
      className={`grid gap-4 sm:items-start ${brands ? "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_minmax(0,11rem)_auto]" : "sm:grid-cols-[minmax(0,1fr)_auto]"}`}
    >
      <Field id={`${id}-near`} label={t("whereToBuy.finder.near")} hint={t("whereToBuy.finder.nearHint")}>
        {(control) => (
          <input
            {...control}
            name={NEAR_PARAM}
            defaultValue={near}
            required
            maxLength={NEAR_MAX_LENGTH}
            enterKeyHint="search"
            autoComplete="postal-code"
          />
        )}
      </Field>
      {brands ? (
        <Select
          id={`${id}-brand`}
          label={t("whereToBuy.finder.brand")}
          name={BRAND_PARAM}
          defaultValue={brand ?? ""}
        >
          <option value="">{t("whereToBuy.finder.allBrands")}</option>
          {brands.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </Select>
      ) : brand ? (
        <input type="hidden" name={BRAND_PARAM} value={brand} />
      ) : null}
      {brands ? (
        <Select
          id={`${id}-within`}
          label={t("whereToBuy.finder.within")}
          name={WITHIN_PARAM}
          defaultValue={within ?? ANY_DISTANCE}
        >
          {DISTANCE_LIMITS_KM.map((km) => (
            <option key={km} value={km}>
              {kilometres(km, language)}
            </option>
          ))}
          <option value={ANY_DISTANCE}>{t("whereToBuy.finder.anyDistance")}</option>
        </Select>
      ) : null}
      <button
        type="submit"
        // Level with the controls: below their labels (a line of small text and its margin).
        className={callToActionClass(
          `justify-self-start px-7 py-2.5 leading-6 whitespace-nowrap ${brands ? "lg:mt-[1.625rem]" : "sm:mt-[1.625rem]"}`,
        )}
      >
        {t("whereToBuy.finder.submit")}
      </button>
    </Form>
  );
}

/** A brand page's band: where to buy this brand, the search given the brand. */
export function BrandStoreFinder({ brandId, brandName }: { brandId: string; brandName: string }) {
  const { t } = useTranslation();
  const heading = t("whereToBuy.finder.heading", { brand: brandName });
  return (
    <section aria-labelledby="where-to-buy" className="bg-slate-50 pt-14 sm:pt-16">
      {/* A card on the band the brand's contact form continues, so the two read as separate steps. */}
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:grid-cols-[2fr_3fr] lg:items-start">
          <div>
            <h2 id="where-to-buy" className="text-2xl font-bold text-ink sm:text-3xl">
              {heading}
            </h2>
            <p className="mt-3 text-muted">{t("whereToBuy.finder.intro", { brand: brandName })}</p>
          </div>
          <StoreFinder brand={brandId} label={heading} />
        </div>
      </div>
    </section>
  );
}
