import { useRef } from "react";
import { useTranslation } from "~/features/i18n";
import type { Product } from "../catalogue";
import { PRODUCT_ROW_HEIGHT, THUMBNAIL_SIZE, THUMBNAILS_API_PATH } from "../constants";
import { useVirtualRows } from "./use-virtual-rows";

interface ProductListProps {
  products: Product[];
  /** Whether the page's scripts run: without them the list cannot be filled, and says so. */
  scripts: boolean;
  /** Whether a filter is set; without one the list shows how to start. */
  active: boolean;
  selected: ReadonlySet<string>;
  onToggle: (itemNumber: string) => void;
  onSelectAll: (select: boolean) => void;
}

function EmptyState({ title, body }: { title: string; body: string }) {
  return (
    <div className="px-6 py-12 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-sm text-muted">{body}</p>
    </div>
  );
}

function ProductRow({
  product,
  checked,
  onToggle,
}: {
  product: Product;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    // On a phone the item number, brand and season go on a third line instead of a column that squeezes
    // the name; each line still truncates, and the row keeps the one height the virtual list counts on.
    <label className="flex h-20 cursor-pointer items-center gap-3 border-b border-slate-100 px-4 hover:bg-slate-50 has-checked:bg-brand-light/60 has-disabled:cursor-not-allowed">
      <input type="checkbox" checked={checked} onChange={onToggle} className="size-4 shrink-0 accent-brand" />
      {/* Sized before it loads, so the row never moves; fetched only as the row scrolls into view (decision 251). */}
      <img
        src={`${THUMBNAILS_API_PATH}/${encodeURIComponent(product.itemNumber)}`}
        alt={t("photos.browse.photoAlt", { name: product.itemName, color: product.color })}
        width={THUMBNAIL_SIZE}
        height={THUMBNAIL_SIZE}
        loading="lazy"
        decoding="async"
        className="size-12 shrink-0 rounded border border-slate-200 bg-white object-contain"
      />
      <span className="min-w-0 flex-1 leading-5">
        <span className="block truncate font-medium text-ink">{product.itemName}</span>
        <span className="block truncate text-sm text-muted">
          {product.color} · {product.material}
        </span>
        {/* Only the brand gives way on the narrowest phones: the item number and season are what staff look for. */}
        <span className="flex gap-1 whitespace-nowrap text-sm text-muted sm:hidden">
          <span className="shrink-0 whitespace-nowrap font-mono text-ink">{product.itemNumber}</span>·
          <span className="min-w-0 truncate">{product.brandName}</span>
          <span className="shrink-0">· {product.seasonCode}</span>
        </span>
      </span>
      <span className="hidden shrink-0 text-right text-sm sm:block">
        <span className="block whitespace-nowrap font-mono text-ink">{product.itemNumber}</span>
        <span className="block text-muted">
          {product.brandName} · {product.seasonCode}
        </span>
      </span>
    </label>
  );
}

/** The filtered products, with a sticky header; rows are virtualised so 20,000 products scroll smoothly. */
export function ProductList({
  products,
  scripts,
  active,
  selected,
  onToggle,
  onSelectAll,
}: ProductListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { list, first, last, onScroll } = useVirtualRows(scroller, products.length, PRODUCT_ROW_HEIGHT);
  const allSelected = products.length > 0 && products.every((product) => selected.has(product.itemNumber));

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="relative mt-4 max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white"
    >
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm">
        <label className="flex cursor-pointer items-center gap-2 font-semibold text-ink has-disabled:cursor-not-allowed has-disabled:text-slate-500">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={products.length === 0}
            onChange={(event) => onSelectAll(event.target.checked)}
            className="size-4 accent-brand"
          />
          {t("photos.browse.selectAll", { count: products.length })}
        </label>
        <span className="text-muted">{t("photos.browse.withPhotos", { count: products.length })}</span>
      </div>
      {!scripts ? (
        <EmptyState title={t("photos.browse.noScripts.title")} body={t("photos.browse.noScripts.body")} />
      ) : !active ? (
        <EmptyState title={t("photos.browse.noFilter.title")} body={t("photos.browse.noFilter.body")} />
      ) : products.length === 0 ? (
        <EmptyState title={t("photos.browse.noMatches.title")} body={t("photos.browse.noMatches.body")} />
      ) : (
        <ul
          ref={list}
          aria-label={t("photos.browse.results")}
          className="box-border h-[var(--rows-height)] pt-[var(--rows-offset)]"
        >
          {products.slice(first, last).map((product, index) => (
            <li key={product.itemNumber} aria-setsize={products.length} aria-posinset={first + index + 1}>
              <ProductRow
                product={product}
                checked={selected.has(product.itemNumber)}
                onToggle={() => onToggle(product.itemNumber)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
