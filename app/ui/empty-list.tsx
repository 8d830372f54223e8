import type { ReactNode } from "react";

/** What a staff list says in its place while it has nothing to show. `className` places it (its margin). */
export function EmptyList({ className, children }: { className: string; children: ReactNode }) {
  return (
    <p
      className={`rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-muted ${className}`}
    >
      {children}
    </p>
  );
}
