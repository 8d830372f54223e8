import { useTranslation } from "~/features/i18n";
import { useReveal } from "~/ui/reveal";

/** What the distribution centre does for brands and retailers, with a simple line icon each. */
const SERVICES = [
  { id: "receiving", icon: "M3 7h18v13H3zM3 7l3-4h12l3 4M9 12l2 2 4-4" },
  { id: "storage", icon: "M3 4h18v16H3zM3 10h18M3 15h18M9 4v16M15 4v16" },
  { id: "picking", icon: "M4 8l8-4 8 4v9l-8 4-8-4zM4 8l8 4 8-4M12 12v9" },
  { id: "replenishment", icon: "M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6M12 8v4l2.5 2" },
  { id: "compliance", icon: "M7 3h10l4 4v14H3V3zM8 12l3 3 5-6" },
  { id: "direct", icon: "M3 11l9-7 9 7v9h-6v-6H9v6H3z" },
] as const;

export function DistributionServices() {
  const { t } = useTranslation();
  const reveal = useReveal<HTMLUListElement>();
  return (
    <section aria-labelledby="distribution-services-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="distribution-services-heading"
          className="text-3xl font-bold tracking-tight text-ink sm:text-4xl"
        >
          {t("distribution.services.heading")}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted">{t("distribution.services.intro")}</p>
        <ul ref={reveal} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id: service, icon }) => (
            <li key={service} className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <svg
                viewBox="0 0 24 24"
                className="size-11 rounded-xl bg-brand-light p-2.5 text-brand"
                aria-hidden="true"
              >
                <path
                  d={icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
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
