import type { ReactNode } from "react";
import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";

/** The way back, above a studio page's heading. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="text-sm font-semibold text-brand underline underline-offset-2">
        {children}
      </Link>
    </p>
  );
}

/** A studio page asked for a brand (or, with `page`, a page) no one has: its way back, and a heading that says so. */
export function UnknownItem({ back, page = false }: { back: ReactNode; page?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      {back}
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t(page ? "studio.pages.unknown" : "studio.editor.unknown")}
      </h1>
    </div>
  );
}
