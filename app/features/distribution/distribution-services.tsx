import { useTranslation } from "~/features/i18n";
import { Icon } from "~/ui/icons";
import { useReveal } from "~/ui/reveal";
import { SectionHeading } from "~/ui/section-heading";

/** What the distribution centre does for brands and retailers, with a simple line icon each. */
const SERVICES = [
  { id: "receiving", icon: "boxCheck" },
  { id: "storage", icon: "shelves" },
  { id: "picking", icon: "package" },
  { id: "replenishment", icon: "refill" },
  { id: "compliance", icon: "documentCheck" },
  { id: "direct", icon: "home" },
] as const;

export function DistributionServices() {
  const { t } = useTranslation();
  const reveal = useReveal<HTMLUListElement>();
  return (
    <section aria-labelledby="distribution-services-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="distribution-services-heading">
          {t("distribution.services.heading")}
        </SectionHeading>
        <p className="mt-4 max-w-2xl text-lg text-muted">{t("distribution.services.intro")}</p>
        <ul ref={reveal} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id: service, icon }) => (
            <li key={service} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <Icon name={icon} className="size-11 rounded-xl bg-brand-light p-2.5 text-brand" />
              <h3 className="mt-5 text-lg font-semibold text-ink">
                {t(`distribution.services.items.${service}.title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">
                {t(`distribution.services.items.${service}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
