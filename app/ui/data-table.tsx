import type { ReactNode } from "react";

/**
 * A staff list as a table that scrolls sideways on a narrow screen: its caption (for screen readers), its
 * column headings, and, when rows have one, a last column whose cells hold each row's action, named for screen
 * readers only. `children` are the rows.
 *
 * With `cards`, in a box narrower than 60rem (every phone) each row is drawn as a card of "column: value"
 * lines instead (app.css `table-cards`): each cell then carries its column's name as `data-label`, and holds
 * one element or text.
 */
export function DataTable({
  caption,
  columns,
  actionColumn,
  cards = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  actionColumn?: string;
  cards?: boolean;
  children: ReactNode;
}) {
  return (
    // Positioned, so the action column's screen-reader-only heading stays inside the scrolling box instead of
    // widening the page.
    <div
      className={`relative mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm${cards ? " @container" : ""}`}
    >
      <table className={`w-full text-left text-sm${cards ? " table-cards" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            {actionColumn ? (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{actionColumn}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
