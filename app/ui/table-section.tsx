import type { ReactNode } from "react";
import { DataTable } from "./data-table";

/**
 * A titled staff table: a section named by its heading, whose title is also the table's caption for screen
 * readers. `id` ties the heading to the section and must be unique on the page; `columns`, `actionColumn` and
 * the rows (`children`) are `DataTable`'s.
 */
export function TableSection({
  id,
  title,
  columns,
  actionColumn,
  cards,
  children,
}: {
  id: string;
  title: string;
  columns: readonly string[];
  actionColumn?: string;
  /** Rows drawn as cards on a narrow screen (`DataTable`'s). */
  cards?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <DataTable caption={title} columns={columns} actionColumn={actionColumn} cards={cards}>
        {children}
      </DataTable>
    </section>
  );
}
