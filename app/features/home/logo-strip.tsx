import { useState } from "react";
import { useTranslation } from "~/features/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { ButtonLink } from "~/ui/button-link";
import { Icon } from "~/ui/icons";
import { Link } from "~/ui/link";
import { SectionHeading } from "~/ui/section-heading";
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
          <SectionHeading id="logo-strip-heading">{t("home.strip.heading")}</SectionHeading>
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
          <Icon name={playing ? "pause" : "play"} className="size-4" />
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
        <ButtonLink to="/brands" arrow className="px-8 py-3 shadow-sm">
          {t("home.strip.explore")}
        </ButtonLink>
      </div>
    </section>
  );
}
