import type { ReactNode } from "react";

/**
 * A titled card on a staff page: a section named by its heading (h2). `className` adds what differs where
 * it stands (a gap between its parts, a shadow).
 */
export function Panel({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-5 ${className ?? ""}`.trim()}
    >
      <h2 id={id} className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}
