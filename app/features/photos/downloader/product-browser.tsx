import { type Dispatch, type SetStateAction, useDeferredValue, useId, useMemo, useState } from "react";
import { useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import {
  type ProductFilters as Filters,
  filterOptions,
  filterProducts,
  hasActiveFilter,
  NO_FILTERS,
  type Product,
} from "../catalogue";
import { ProductFilters } from "./product-filters";
import { ProductList } from "./product-list";
import { SelectionBar } from "./selection-bar";

interface ProductBrowserProps {
  /** Undefined while the directory loads (or if it failed to). */
  products: Product[] | undefined;
  /** The ticked products' item numbers: the form runs them when the Item Numbers input is blank. */
  selected: ReadonlySet<string>;
  onSelect: Dispatch<SetStateAction<ReadonlySet<string>>>;
  /** Puts the selected item numbers into the Item Numbers input. */
  onUse: (itemNumbers: string[]) => void;
}

/** 'Or Browse Products': filter the directory, pick products, use them as the batch. */
export function ProductBrowser({ products = [], selected, onSelect, onUse }: ProductBrowserProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const filtersId = useId();
  // The directory is fetched and filtered by the page's scripts: until they run, nothing here can act.
  const hydrated = useHydrated();
  const [showFilters, setShowFilters] = useState(true);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Typing stays responsive while a long list re-renders behind it.
  const deferredFilters = useDeferredValue(filters);

  const options = useMemo(() => filterOptions(products), [products]);
  const filtered = useMemo(() => filterProducts(products, deferredFilters), [products, deferredFilters]);

  const toggle = (itemNumber: string) =>
    onSelect((current) => {
      const next = new Set(current);
      if (!next.delete(itemNumber)) next.add(itemNumber);
      return next;
    });
  const selectFiltered = (select: boolean) =>
    onSelect((current) => {
      const next = new Set(current);
      for (const product of filtered) {
        if (select) next.add(product.itemNumber);
        else next.delete(product.itemNumber);
      }
      return next;
    });

  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-8">
      {/* The button's text lines up with the heading's edges; only its hover background reaches past them. */}
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {t("photos.browse.heading")}
        </h2>
        <button
          type="button"
          aria-expanded={showFilters}
          aria-controls={filtersId}
          disabled={!hydrated}
          onClick={() => setShowFilters((shown) => !shown)}
          className="-mx-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand-light disabled:text-slate-400"
        >
          {t(showFilters ? "photos.browse.hideFilters" : "photos.browse.showFilters")}
        </button>
      </div>
      <fieldset id={filtersId} hidden={!showFilters} disabled={!hydrated} className="min-w-0">
        <ProductFilters filters={filters} options={options} onChange={setFilters} />
      </fieldset>
      {selected.size > 0 ? (
        <SelectionBar
          count={selected.size}
          onUse={() => onUse([...selected])}
          onClearAll={() => onSelect(new Set())}
        />
      ) : null}
      <ProductList
        products={filtered}
        scripts={hydrated}
        active={hasActiveFilter(deferredFilters)}
        selected={selected}
        onToggle={toggle}
        onSelectAll={selectFiltered}
      />
    </section>
  );
}
