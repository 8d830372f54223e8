import type { ReactNode } from "react";
import { useTranslation } from "~/features/i18n";
import { CompanyMark, LanguageSelector } from "~/features/layout";
import { Form, Link, NavLink } from "~/ui/link";
import {
  TRADE_ACCOUNT_PATH,
  TRADE_CART_PATH,
  TRADE_CATALOGUE_PATH,
  TRADE_QUICK_ORDER_PATH,
  TRADE_SIGN_OUT_PATH,
} from "./constants";

/** What the shell shows of who is signed in. */
export interface TradeShellData {
  buyerName: string;
  company: string;
  /** Lines in the buyer's cart, shown beside its link. */
  cartLines: number;
}

const NAV_LINK =
  "rounded-md px-3 py-2 text-sm font-semibold text-white/90 hover:bg-white/10 aria-[current=page]:bg-white/15 aria-[current=page]:text-white";

/**
 * The frame of every signed-in trade page: the company mark back to the website, whom the buyer buys for,
 * the trade pages, the language choice and signing out (a plain form: it works before and without scripts).
 */
export function TradeShell({ data, children }: { data: TradeShellData; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:m-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t("trade.layout.skipToContent")}
      </a>
      <header className="bg-brand text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Link to="/" className="shrink-0 rounded-md" aria-label={t("trade.layout.website")}>
              <CompanyMark inverted className="size-9" />
            </Link>
            <p className="min-w-0 text-sm">
              <span className="block truncate font-semibold">{data.buyerName}</span>
              <span className="block truncate text-white/80">
                {t("trade.layout.signedInFor", { company: data.company })}
              </span>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <LanguageSelector />
            <Form method="post" action={TRADE_SIGN_OUT_PATH}>
              <button type="submit" className={NAV_LINK}>
                {t("trade.layout.signOut")}
              </button>
            </Form>
          </div>
        </div>
        <nav aria-label={t("trade.layout.nav")} className="mx-auto max-w-6xl px-2 pb-2 sm:px-4">
          <ul className="flex flex-wrap gap-1">
            <li>
              <NavLink to={TRADE_CATALOGUE_PATH} className={NAV_LINK}>
                {t("trade.layout.catalogue")}
              </NavLink>
            </li>
            <li>
              <NavLink to={TRADE_QUICK_ORDER_PATH} className={NAV_LINK}>
                {t("trade.layout.quickOrder")}
              </NavLink>
            </li>
            <li>
              <NavLink to={TRADE_CART_PATH} className={NAV_LINK}>
                {data.cartLines > 0
                  ? t("trade.layout.cartCount", { count: data.cartLines })
                  : t("trade.layout.cart")}
              </NavLink>
            </li>
            <li>
              <NavLink to={TRADE_ACCOUNT_PATH} className={NAV_LINK}>
                {t("trade.layout.account")}
              </NavLink>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
