import type { ReactNode } from "react";

/**
 * A section's heading on the public pages (h2). `className` adds what differs where it stands: a margin, a
 * centred line, a smaller size beside a picture.
 */
export function SectionHeading({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      className={`text-3xl font-bold tracking-tight text-ink sm:text-4xl ${className ?? ""}`.trim()}
    >
      {children}
    </h2>
  );
}
