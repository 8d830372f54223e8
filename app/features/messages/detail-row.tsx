import type { ReactNode } from "react";

/** One labelled fact of a message or an application, in the definition list its page shows. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The filters' own look: a darker border than the other tools' fields, and a full-strength focus ring. */
export const FILTER_CONTROL =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink focus:border-brand focus:ring-2 focus:ring-brand focus:outline-none";
