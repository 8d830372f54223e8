import type { ReactNode } from "react";
import { useTranslation } from "~/features/i18n";
import { CompanyMark, LanguageSelector } from "~/features/layout";
import { Link } from "~/ui/link";

/**
 * The frame of the pages before the tools open (sign-in, its second step, a password reset, a one-time
 * link): the way back to the website, the language choice, and one card.
 */
export function SignInFrame({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="bg-brand text-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" className="flex items-center gap-3 rounded-md">
            <CompanyMark inverted className="size-9" />
            <span className="text-sm font-semibold text-balance sm:text-base">
              {t("tools.login.backToSite")}
            </span>
          </Link>
          <LanguageSelector />
        </div>
      </header>
      <main id="main" className="grid flex-1 grid-cols-[minmax(0,1fr)] place-items-center px-4 py-12">
        <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{heading}</h1>
          {intro ? <div className="mt-2 text-sm text-muted">{intro}</div> : null}
          {children}
        </div>
      </main>
    </div>
  );
}
