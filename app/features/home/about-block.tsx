import { useTranslation } from "~/features/i18n";
import { marketingImage } from "~/lib/marketing-image";
import { ExpandableCard } from "~/ui/expandable-card";
import { useReveal } from "~/ui/reveal";

const CARDS = ["history", "services", "vision"] as const;

/**
 * SPEC §2 "About block": heading, intro, and three image cards (history, services, vision) whose paragraphs
 * open on hover or click. On /about it is the page's first block, so its heading is the page's h1 and its
 * first image is the one a phone shows first.
 */
export function AboutBlock({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const cards = useReveal<HTMLDivElement>();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      aria-labelledby="about-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <div className="max-w-3xl">
        <p className="eyebrow text-brand">{t("about.eyebrow")}</p>
        <Heading id="about-heading" className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-5xl">
          {t("about.heading")}
        </Heading>
        <p className="mt-6 text-lg leading-relaxed text-muted">{t("about.intro")}</p>
      </div>
      <div ref={cards} className="mt-12 grid items-start gap-8 md:grid-cols-3">
        {CARDS.map((card, index) => (
          <ExpandableCard
            key={card}
            priority={headingLevel === 1 && index === 0}
            image={marketingImage(card)}
            title={t(`about.cards.${card}.title`)}
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw"
            headingLevel={headingLevel === 1 ? 2 : 3}
          >
            <p>{t(`about.cards.${card}.paragraphs.first`)}</p>
            <p>{t(`about.cards.${card}.paragraphs.second`)}</p>
          </ExpandableCard>
        ))}
      </div>
    </section>
  );
}
