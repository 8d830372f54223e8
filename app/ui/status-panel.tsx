import type { ReactNode } from "react";

/**
 * A page that answers with what went wrong instead of what was asked for: an unknown address or brand, a
 * share link that has ended, a failure. `code` is the HTTP status shown above the heading; `children` is
 * what follows the message (where to go next, or the same words in the other language).
 */
export function StatusPanel({
  code,
  heading,
  message,
  children,
}: {
  code?: number;
  heading: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center px-4 py-24 sm:px-6">
      {code ? <p className="text-sm font-semibold tracking-widest text-brand uppercase">{code}</p> : null}
      <h1 className={`${code ? "mt-3 " : ""}text-4xl font-bold tracking-tight text-ink sm:text-5xl`}>
        {heading}
      </h1>
      <p className="mt-6 text-lg text-muted">{message}</p>
      {children}
    </section>
  );
}
