import type { StockStatus } from "./stock-status";

/** Colours with text of their own (never colour alone), each at AA contrast on its background. */
const TONES: Record<StockStatus, string> = {
  inStock: "bg-green-100 text-green-900 ring-green-300",
  low: "bg-amber-100 text-amber-950 ring-amber-300",
  incoming: "bg-sky-100 text-sky-950 ring-sky-300",
  soldOut: "bg-slate-100 text-slate-800 ring-slate-300",
};

/** What a colourway or a cell has to sell, in words, on the status's colour. */
export function StockBadge({ status, text }: { status: StockStatus; text: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}
    >
      {text}
    </span>
  );
}
