import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { MAX_LINE_QUANTITY } from "../cart/cart-rules";
import type { StockStatus } from "./stock-status";

/** A grid cell as the page shows it: words already in the buyer's language and money. */
export interface ShownCell {
  gtin: string;
  ats: number;
  status: StockStatus;
  /** "In stock", "Low", "Dec 15: 24", "Sold out". */
  note: string;
  /** The SKU's own price, shown only when prices differ by size. */
  price: string | null;
}

export interface ShownGrid {
  itemNumber: string;
  colour: string;
  sizes: string[];
  /** Row names; a scale without widths has one row, named by `oneWidth`. */
  widths: string[];
  cells: (ShownCell | null)[][];
}

const TONES: Record<StockStatus, string> = {
  inStock: "bg-green-50 text-green-950",
  low: "bg-amber-50 text-amber-950",
  incoming: "bg-sky-50 text-sky-950",
  soldOut: "bg-slate-50 text-slate-700",
};

/**
 * A colourway's size × width grid of available to sell (issue 50 §5): a real table (sizes as column
 * headers, widths as row headers) so a screen reader reads "9, W: 12 available, low", scrolling sideways
 * in its own focusable region on a phone. The scanned SKU's cell, if any, is marked.
 */
export function SizeGrid({
  grid,
  sizeWord,
  scannedGtin,
  ordering = false,
}: {
  grid: ShownGrid;
  /** "Size", or « Pointure » for footwear in French. */
  sizeWord: string;
  scannedGtin: string | undefined;
  /**
   * Each cell takes a quantity (`qty-{gtin}`), for the form around the grid to add to the cart (issue 51 §1);
   * a quantity above what is available is allowed, and the cart asks what to do with the rest.
   */
  ordering?: boolean;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways with no control in it takes the keyboard's focus itself, so arrow keys scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 focus:outline-2 focus:outline-offset-2 focus:outline-brand"
    >
      <table className="min-w-full border-collapse text-center text-sm">
        <caption id={captionId} className="px-3 py-2 text-left font-semibold text-ink">
          {t("trade.style.gridCaption", { colour: grid.colour })}
        </caption>
        <thead>
          <tr className="bg-slate-100">
            <th scope="col" className="sticky left-0 bg-slate-100 px-3 py-2 text-left">
              {grid.widths.length > 1 || grid.widths[0]
                ? `${t("trade.style.width")} \\ ${sizeWord}`
                : sizeWord}
            </th>
            {grid.sizes.map((size) => (
              <th key={size} scope="col" className="min-w-16 px-2 py-2 font-semibold">
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.widths.map((width, row) => (
            <tr key={width || "one"} className="border-t border-slate-200">
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-semibold">
                {width || t("trade.style.oneWidth")}
              </th>
              {grid.sizes.map((size, column) => {
                const cell = grid.cells[row]?.[column] ?? null;
                if (!cell)
                  return (
                    <td key={size} className="px-2 py-2 text-slate-500">
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">{t("trade.style.notMade")}</span>
                    </td>
                  );
                const scanned = cell.gtin === scannedGtin;
                return (
                  <td
                    key={size}
                    className={`px-2 py-2 ${TONES[cell.status]} ${scanned ? "outline-3 -outline-offset-3 outline-brand" : ""}`}
                    aria-current={scanned ? "true" : undefined}
                  >
                    <span className="block text-base font-bold tabular-nums">{cell.ats}</span>
                    <span className="block text-xs">{cell.note}</span>
                    {cell.price ? <span className="block text-xs font-semibold">{cell.price}</span> : null}
                    {ordering ? (
                      <input
                        type="number"
                        inputMode="numeric"
                        name={`qty-${cell.gtin}`}
                        min={0}
                        max={MAX_LINE_QUANTITY}
                        aria-label={t("trade.style.quantity", {
                          size,
                          width: width ? ` ${width}` : "",
                          available: cell.ats,
                        })}
                        className="mt-1 w-16 rounded-md border border-slate-400 bg-white px-1 py-1 text-center text-base tabular-nums text-ink"
                      />
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
