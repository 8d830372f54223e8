import { useState } from "react";
import { useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { Link } from "~/ui/link";
import { stripRows } from "./strip-motion";
import { useStripMotion } from "./use-strip-motion";

export interface StripLogo {
  id: string;
  name: string;
  logo: string;
}

/**
 * Four copies of each row, the second being the one keyboard and screen-reader users reach: enough for the
 * loop on screens up to twice a row's width, and to centre any focused logo without a gap. The document
 * carries the reachable copy only; the others, which only the moving strip needs, come with the scripts once
 * the strip nears the screen (the copies look alike, and the strip places the row on whole copies, so
 * nothing in view moves).
 */
const COPIES = [0, 1, 2, 3] as const;
const REACHABLE_COPY = 1;

function LogoLink({ logo, copy }: { logo: StripLogo; copy: number }) {
  return (
    <li className="strip-logo">
      <Link to={`/brands/${logo.id}`} tabIndex={copy === REACHABLE_COPY ? undefined : -1}>
        {/* Below the hero: fetched once laid out, so they never compete with the hero image. */}
        <img src={logo.logo} alt={logo.name} width={240} height={80} loading="lazy" />
      </Link>
    </li>
  );
}

/**
 * SPEC §2 Home logo strip: 21 brands in three rows of seven, gliding in alternating directions. Every logo
 * goes to its brand's page. A row stops under the pointer or the keyboard; the whole strip can be paused.
 */
export function LogoStrip({ logos }: { logos: readonly StripLogo[] }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(true);
  const { near, rowRef } = useStripMotion(playing);
  const hydrated = useHydrated();
  const copies = near ? COPIES : [REACHABLE_COPY];

  return (
    <section aria-labelledby="logo-strip-heading" className="overflow-hidden bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="logo-strip-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t("home.strip.heading")}
          </h2>
          <p className="mt-3 text-lg text-muted">{t("home.strip.body")}</p>
        </div>
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          // Nothing moves until the scripts run, and never without them.
          disabled={!hydrated}
          aria-pressed={!playing}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:hidden noscript:hidden"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <path d={playing ? "M4 2.5h3v11H4zM9 2.5h3v11H9z" : "M4 2.5v11l9-5.5z"} fill="currentColor" />
          </svg>
          {playing ? t("home.strip.pause") : t("home.strip.play")}
        </button>
      </div>
      <div className="mt-10 space-y-5">
        {stripRows(logos).map((row, index) => (
          <div key={row[0]?.id ?? index} className="strip-row">
            <div ref={rowRef(index)} className="strip-track" data-strip-row={index}>
              {copies.map((copy) => (
                <ul
                  key={copy}
                  aria-hidden={copy === REACHABLE_COPY ? undefined : true}
                  className={copy === REACHABLE_COPY ? "strip-copy" : "flex shrink-0 motion-reduce:hidden"}
                >
                  {row.map((logo) => (
                    <LogoLink key={logo.id} logo={logo} copy={copy} />
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="mt-12 text-center">
        <Link
          to="/brands"
          className="inline-flex items-center gap-2 rounded-full bg-brand px-8 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
        >
          {t("home.strip.explore")}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </section>
  );
}
