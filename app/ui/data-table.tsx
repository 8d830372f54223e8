import type { ReactNode } from "react";

/**
 * A staff list as a table that scrolls sideways on a narrow screen: its caption (for screen readers), its
 * column headings, and, when rows have one, a last column whose cells hold each row's action, named for screen
 * readers only. `children` are the rows.
 */
export function DataTable({
  caption,
  columns,
  actionColumn,
  children,
}: {
  caption: string;
  columns: readonly string[];
  actionColumn?: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
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
