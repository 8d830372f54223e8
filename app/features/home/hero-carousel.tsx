import { useRef } from "react";
import { useTranslation } from "~/features/i18n";
import { CompanyMark } from "~/features/layout";
import { useHydrated } from "~/lib/use-hydrated";
import { ButtonLink } from "~/ui/button-link";
import { Link } from "~/ui/link";
import { type ResponsiveImage as Image, ResponsiveImage } from "~/ui/responsive-image";
import { CarouselControls } from "./carousel-controls";
import { useCarousel } from "./use-carousel";
import { useSwipe } from "./use-swipe";

export interface HeroSlide {
  id: string;
  name: string;
  heroImage: Image;
  homeLogo: string;
}

/**
 * Slides next to the current one are rendered, so a change cross-fades and the next image is already
 * loaded; the others are empty until they come near. The document carries the current slide only: the
 * others are added once the scripts run, as only the scripts can move to them, so their images (in view,
 * behind the current one, hence fetched at high priority) never compete with the first one, the page's
 * largest paint.
 */
function isNear(slide: number, current: number, count: number): boolean {
  const distance = Math.abs(slide - current);
  return Math.min(distance, count - distance) <= 1;
}

/**
 * SPEC §2 Home: every brand's hero image and home logo, one at a time, beside a panel that introduces the
 * company (below it on phones, where a 3:2 stage leaves the panel's title and call to action on the first
 * screen). Only the first image loads eagerly: it is the page's largest paint.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  const { t } = useTranslation();
  const count = slides.length;
  const carousel = useCarousel(count);
  const stage = useRef<HTMLDivElement>(null);
  useSwipe(stage, (direction) => (direction === "next" ? carousel.next() : carousel.previous()));
  const current = slides[carousel.index];
  const hydrated = useHydrated();

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.hero.label")}
      className="grid bg-brand-dark lg:grid-cols-[minmax(0,1fr)_28rem]"
    >
      <div
        ref={stage}
        className="relative aspect-[3/2] overflow-hidden bg-brand-dark sm:aspect-[16/9] lg:aspect-auto lg:min-h-[min(40rem,calc(100svh-5rem))]"
      >
        {slides.map((slide, index) => {
          const near = isNear(index, carousel.index, count);
          if (!hydrated && index !== carousel.index) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a labelled group.
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.hero.slide", { index: index + 1, count })}
              hidden={!near}
              inert={index !== carousel.index}
              className={index === carousel.index ? "hero-slide opacity-100" : "hero-slide"}
            >
              {near && (
                <>
                  <ResponsiveImage
                    image={slide.heroImage}
                    sizes="(min-width: 1024px) calc(100vw - 28rem), 100vw"
                    alt=""
                    priority={index === 0}
                    className="hero-photo"
                  />
                  <div className="hero-shade" />
                  <Link
                    to={`/brands/${slide.id}`}
                    aria-label={t("home.hero.brandLink", { name: slide.name })}
                    className="hero-brand-link"
                  >
                    <img src={slide.homeLogo} alt={slide.name} width={320} height={80} />
                  </Link>
                </>
              )}
            </div>
          );
        })}
        <div className="absolute right-4 bottom-4 sm:right-6 sm:bottom-6">
          <CarouselControls
            index={carousel.index}
            count={count}
            playing={carousel.playing}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onTogglePlaying={carousel.togglePlaying}
          />
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {carousel.change === "visitor" && current
            ? t("home.hero.status", { index: carousel.index + 1, count, name: current.name })
            : ""}
        </p>
      </div>
      {/* Tighter on phones, so the first screen holds the artwork, the title and the call to action. */}
      <div className="flex flex-col justify-center gap-4 bg-brand px-6 py-7 text-white sm:gap-6 sm:px-10 sm:py-10 lg:py-14">
        <Link
          to="/contact"
          aria-label={t("home.hero.contactLogo")}
          className="w-fit rounded-2xl transition hover:scale-105"
        >
          <CompanyMark inverted className="size-12 sm:size-14" />
        </Link>
        <p className="eyebrow text-white/80">{t("home.hero.eyebrow")}</p>
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl xl:text-5xl">
          {t("home.hero.heading")}
        </h1>
        <p className="leading-relaxed text-white/90 sm:text-lg">{t("home.hero.body")}</p>
        <ButtonLink to="/brands" tone="white" arrow className="w-fit px-7 py-3 shadow-sm transition">
          {t("home.hero.cta")}
        </ButtonLink>
      </div>
    </section>
  );
}
