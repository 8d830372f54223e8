import { useTranslation } from "~/features/i18n";
import { marketingImage } from "~/lib/marketing-image";
import { ButtonLink } from "~/ui/button-link";
import { ResponsiveImage } from "~/ui/responsive-image";
import { useReveal } from "~/ui/reveal";
import type { Service } from "./services";

/** One service: image and text side by side, alternating sides down the page, stacked on phones. */
export function ServiceSection({
  service: { id: service, link },
  index,
}: {
  service: Service;
  index: number;
}) {
  const { t } = useTranslation();
  const reveal = useReveal<HTMLDivElement>();
  const headingId = `service-${service}-heading`;
  return (
    <section id={service} aria-labelledby={headingId} className="scroll-mt-28">
      <div ref={reveal} className="grid items-center gap-8 md:grid-cols-2 md:gap-14">
        <ResponsiveImage
          image={marketingImage(service)}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          alt={t(`services.sections.${service}.imageAlt`)}
          priority={index === 0}
          className={`h-auto w-full rounded-3xl shadow-xl ring-1 ring-slate-200 ${index % 2 === 1 ? "md:order-last" : ""}`}
        />
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-brand tabular-nums" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </p>
          <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t(`services.sections.${service}.title`)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{t(`services.sections.${service}.body`)}</p>
          {/* Marketing support leads to the distribution centre; the others lead to the contact page, each
              link named for its service. */}
          <ButtonLink
            to={link}
            aria-label={service === "marketing" ? undefined : t(`services.sections.${service}.contactLabel`)}
            arrow
            className="mt-6 px-5 py-3 text-balance sm:px-6"
          >
            {service === "marketing" ? t("services.sections.marketing.link") : t("services.contactUs")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
