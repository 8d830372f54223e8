import {
  type ClipboardEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLanguage, useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { MAX_LINE_QUANTITY } from "../cart/cart-rules";
import {
  cellQuantity,
  type EntryCells,
  filledRun,
  isArrowKey,
  neighbour,
  pastedQuantities,
  withPrepack,
} from "./grid-entry";
import type { StockStatus } from "./stock-status";
import { tradeFormats } from "./trade-formats";

/** A grid cell as the page shows it: words already in the buyer's language and money. */
export interface ShownCell {
  gtin: string;
  ats: number;
  status: StockStatus;
  /** "In stock", "Low", "Dec 15: 24", "Sold out". */
  note: string;
  /** The SKU's own price, shown only when prices differ by size. */
  price: string | null;
  /** The buyer's price of the SKU in cents, for the grid's totals; null when it has none. */
  priceCents: number | null;
}

/** A prepack a buyer adds to the grid in one step: its units by SKU. */
export interface GridPrepack {
  code: string;
  cells: { gtin: string; quantity: number }[];
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
 * What scripts add to a grid's quantities (issue 51 §1): arrow keys move between cells as in a spreadsheet, a
 * block pasted from one fills the cells it covers, a prepack or a size run fills many at once, and each row
 * and the grid total their units and dollars. The fields stay plain, uncontrolled inputs of the form around
 * the grid: what is typed before scripts run is kept, and the form works without them.
 */
function useGridEntry(cells: EntryCells) {
  const table = useRef<HTMLTableElement>(null);
  const [quantities, setQuantities] = useState<ReadonlyMap<string, number>>(new Map());
  const field = (gtin: string) => table.current?.querySelector<HTMLInputElement>(`input[name="qty-${gtin}"]`);
  /** Every field's quantity as it stands (typed, pasted or filled), read from the fields themselves. */
  const reread = useCallback(() => {
    const typed = new Map<string, number>();
    for (const input of table.current?.querySelectorAll<HTMLInputElement>("input[name^='qty-']") ?? [])
      typed.set(input.name.slice("qty-".length), cellQuantity(input.value) ?? 0);
    setQuantities(typed);
    return typed;
  }, []);
  const fill = (filled: ReadonlyMap<string, number>) => {
    for (const [gtin, quantity] of filled) {
      const input = field(gtin);
      if (input) input.value = quantity > 0 ? String(quantity) : "";
    }
    reread();
  };
  const placeOf = (target: EventTarget) => {
    if (!(target instanceof HTMLInputElement)) return undefined;
    const row = Number(target.dataset.row);
    const column = Number(target.dataset.column);
    return Number.isInteger(row) && Number.isInteger(column) ? { row, column } : undefined;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const from = placeOf(event.target);
    if (!from || !isArrowKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = neighbour(cells, from, event.key);
    event.preventDefault();
    const gtin = to && cells[to.row]?.[to.column];
    const input = gtin ? field(gtin) : undefined;
    input?.focus();
    input?.select();
  };
  const onPaste = (event: ClipboardEvent) => {
    const at = placeOf(event.target);
    const pasted = at && pastedQuantities(cells, at, event.clipboardData.getData("text/plain"));
    if (!pasted) return;
    event.preventDefault();
    fill(pasted);
  };
  return { table, quantities, reread, fill, onKeyDown, onPaste };
}

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
  prepacks = [],
}: {
  grid: ShownGrid;
  /** "Size", or « Pointure » for footwear in French. */
  sizeWord: string;
  scannedGtin: string | undefined;
  /**
   * Each cell takes a quantity (`qty-{gtin}`), for the form around the grid to add to the cart (issue 51 §1);
   * a quantity above what is available is allowed and flagged, and the cart asks what to do with the rest.
   */
  ordering?: boolean;
  /** The colourway's prepacks, each added to the grid by a button once scripts run. */
  prepacks?: readonly GridPrepack[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const captionId = useId();
  const hydrated = useHydrated();
  const cells: EntryCells = grid.cells.map((row) => row.map((cell) => cell?.gtin ?? null));
  const entry = useGridEntry(cells);
  // Totals and the tools that fill many cells at once only do something with scripts: shown once they run.
  const tools = ordering && hydrated;
  // Quantities typed before the page's scripts ran count in the totals from the start.
  useEffect(() => {
    if (tools) entry.reread();
  }, [tools, entry.reread]);
  const money = tradeFormats(language).money;
  const totalOf = (row: readonly (ShownCell | null)[]) =>
    row.reduce(
      (sum, cell) => {
        const quantity = cell ? (entry.quantities.get(cell.gtin) ?? 0) : 0;
        return { units: sum.units + quantity, cents: sum.cents + quantity * (cell?.priceCents ?? 0) };
      },
      { units: 0, cents: 0 },
    );
  const rowTotals = grid.cells.map(totalOf);
  const gridTotal = totalOf(grid.cells.flat());
  const totalWords = ({ units, cents }: { units: number; cents: number }) =>
    t("trade.style.total", { count: units, amount: money(cents) });
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-labelledby={captionId}
        // A table that scrolls sideways with no control in it takes the keyboard's focus itself, so arrow keys
        // scroll it (WCAG 2.1.1); one with quantity fields scrolls to each field focused.
        tabIndex={ordering ? undefined : 0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 focus:outline-2 focus:outline-offset-2 focus:outline-brand"
      >
        {/* The table only hears its fields' keys, pastes and typing (events bubble): each field stays a plain input. */}
        <table
          ref={entry.table}
          className="min-w-full border-collapse text-center text-sm"
          onKeyDown={ordering ? entry.onKeyDown : undefined}
          onPaste={ordering ? entry.onPaste : undefined}
          onInput={ordering ? entry.reread : undefined}
        >
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
              {tools ? (
                <th scope="col" className="px-2 py-2 text-right font-semibold">
                  <span className="ml-auto block w-24">{t("trade.style.rowTotal")}</span>
                </th>
              ) : null}
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
                  const over = Math.max(0, (entry.quantities.get(cell.gtin) ?? 0) - cell.ats);
                  const overId = `${captionId}-over-${cell.gtin}`;
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
                          data-row={row}
                          data-column={column}
                          aria-label={t("trade.style.quantity", {
                            size,
                            width: width ? ` ${width}` : "",
                            available: cell.ats,
                          })}
                          aria-describedby={over > 0 ? overId : undefined}
                          className="mt-1 w-16 rounded-md border border-slate-400 bg-white px-1 py-1 text-center text-base tabular-nums text-ink"
                        />
                      ) : null}
                      {ordering ? (
                        // Its line is there from the first paint, empty until scripts flag the cell: a flag that
                        // appeared would push the rows below it down under the buyer's eyes, and Chromium then held
                        // back the next frames for seconds (INP, bench/ordering/grid-inp.ts).
                        <span
                          id={overId}
                          className="mx-auto mt-1 block h-4 w-16 overflow-hidden text-xs leading-4 font-semibold text-ellipsis whitespace-nowrap text-amber-900"
                        >
                          {over > 0 ? (
                            <>
                              <span aria-hidden="true">{t("trade.style.overAtsShort", { count: over })}</span>
                              <span className="sr-only">{t("trade.style.overAts", { count: over })}</span>
                            </>
                          ) : null}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
                {tools ? (
                  // Units and dollars on lines of their own, in a box of one width: a total that grew wider
                  // or wrapped would move the grid under the buyer's typing.
                  <td className="px-2 py-2 text-right text-xs tabular-nums whitespace-nowrap text-ink">
                    <span className="ml-auto block w-24">
                      <span className="block">
                        {t("trade.style.units", { count: rowTotals[row]?.units ?? 0 })}
                      </span>
                      <span className="block">{money(rowTotals[row]?.cents ?? 0)}</span>
                    </span>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {tools ? (
        <>
          <p className="font-semibold text-ink" aria-live="polite">
            {t("trade.style.gridTotal", { total: totalWords(gridTotal) })}
          </p>
          <GridTools grid={grid} cells={cells} sizeWord={sizeWord} prepacks={prepacks} entry={entry} />
        </>
      ) : null}
    </div>
  );
}

/**
 * The buttons that fill many cells at once: each prepack, added to what is typed; and a size run, the same
 * quantity in every size from one to another of a width.
 */
function GridTools({
  grid,
  cells,
  sizeWord,
  prepacks,
  entry,
}: {
  grid: ShownGrid;
  cells: EntryCells;
  sizeWord: string;
  prepacks: readonly GridPrepack[];
  entry: ReturnType<typeof useGridEntry>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [run, setRun] = useState({ row: 0, from: 0, to: grid.sizes.length - 1, quantity: "1" });
  const select = "rounded-md border border-slate-400 bg-white px-2 py-1 text-ink";
  return (
    <div className="flex flex-col gap-3 text-sm">
      {prepacks.length > 0 ? (
        <p className="flex flex-wrap gap-2">
          {prepacks.map((prepack) => (
            <button
              key={prepack.code}
              type="button"
              onClick={() => entry.fill(withPrepack(entry.reread(), prepack.cells))}
              className="rounded-full border border-brand px-3 py-1 font-semibold text-brand hover:bg-brand-light"
            >
              {t("trade.style.addPrepack", { code: prepack.code })}
            </button>
          ))}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="mb-1 font-semibold text-ink">{t("trade.style.fillRun")}</legend>
        <span className="flex flex-col gap-1">
          <label htmlFor={`${id}-quantity`}>
            {t("trade.style.fillQuantity", { size: sizeWord.toLocaleLowerCase() })}
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LINE_QUANTITY}
            value={run.quantity}
            onChange={(event) => setRun({ ...run, quantity: event.target.value })}
            className={`w-20 ${select}`}
          />
        </span>
        {grid.widths.length > 1 ? (
          <span className="flex flex-col gap-1">
            <label htmlFor={`${id}-width`}>{t("trade.style.width")}</label>
            <select
              id={`${id}-width`}
              value={run.row}
              onChange={(event) => setRun({ ...run, row: Number(event.target.value) })}
              className={select}
            >
              {grid.widths.map((width, row) => (
                <option key={width} value={row}>
                  {width}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        {(["from", "to"] as const).map((end) => (
          <span key={end} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${end}`}>
              {t(end === "from" ? "trade.style.fillFrom" : "trade.style.fillTo")}
            </label>
            <select
              id={`${id}-${end}`}
              value={run[end]}
              onChange={(event) => setRun({ ...run, [end]: Number(event.target.value) })}
              className={select}
            >
              {grid.sizes.map((size, column) => (
                <option key={size} value={column}>
                  {size}
                </option>
              ))}
            </select>
          </span>
        ))}
        <button
          type="button"
          disabled={cellQuantity(run.quantity) === undefined}
          onClick={() =>
            entry.fill(filledRun(cells, run.row, run.from, run.to, cellQuantity(run.quantity) ?? 0))
          }
          className="rounded-full border border-brand px-3 py-1 font-semibold text-brand hover:bg-brand-light disabled:opacity-50"
        >
          {t("trade.style.fill")}
        </button>
      </fieldset>
    </div>
  );
}
