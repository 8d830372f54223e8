import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { ChoiceSelect } from "~/ui/choice-select";
import { Field } from "~/ui/field";
import type { ProductFilters as Filters } from "../catalogue";

interface ProductFiltersProps {
  filters: Filters;
  options: { vendors: string[]; seasons: string[] };
  onChange: (filters: Filters) => void;
}

/** One labelled select of the filters: every choice, after one that leaves the filter off (value ""). */
function FilterSelect({
  id,
  label,
  all,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  all: string;
  value: string;
  choices: string[];
  onChange: (value: string) => void;
}) {
  return (
    <ChoiceSelect
      id={id}
      label={label}
      look="tool"
      choices={[{ value: "", label: all }, ...choices.map((choice) => ({ value: choice, label: choice }))]}
      value={value}
      onChange={onChange}
    />
  );
}

export function ProductFilters({ filters, options, onChange }: ProductFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    // Laid out by the room the form has, not the screen's (the tools' sidebar takes part of a tablet's):
    // the selects' widest choice ("Tous les fournisseurs") must show in full, so they share a row only
    // from 32rem, and the search joins them only from 48rem.
    <div className="@container mt-4">
      <div className="grid gap-4 @lg:grid-cols-2 @3xl:grid-cols-[minmax(0,1fr)_minmax(14rem,auto)_minmax(14rem,auto)]">
        <Field
          id={`${id}-search`}
          label={t("photos.browse.search")}
          look="tool"
          className="@lg:col-span-2 @3xl:col-span-1"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={filters.search}
              placeholder={t("photos.browse.searchPlaceholder")}
              onChange={(event) => onChange({ ...filters, search: event.target.value })}
              // Below 384 px the French placeholder ("…, n° d’article") fits only in 13 px type.
              className={`${control.className} placeholder:text-sm placeholder:text-slate-500 max-[24rem]:placeholder:text-[0.8125rem]`}
            />
          )}
        </Field>
        <FilterSelect
          id={`${id}-vendor`}
          label={t("photos.browse.vendor")}
          all={t("photos.browse.allVendors")}
          value={filters.vendor}
          choices={options.vendors}
          onChange={(vendor) => onChange({ ...filters, vendor })}
        />
        <FilterSelect
          id={`${id}-season`}
          label={t("photos.browse.season")}
          all={t("photos.browse.allSeasons")}
          value={filters.season}
          choices={options.seasons}
          onChange={(season) => onChange({ ...filters, season })}
        />
      </div>
    </div>
  );
}
