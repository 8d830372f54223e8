import { useTranslation } from "~/features/i18n";

const FACTS = ["area", "turnaround", "since"] as const;

/** SPEC §1's business claims as the distribution centre's key figures. */
export function FacilityFacts() {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t("distribution.facts.label")}
      className="relative z-10 mx-auto -mt-12 max-w-7xl px-4 sm:-mt-16 sm:px-6 lg:px-8"
    >
      {/* Each figure comes first on screen and starts at the top of its cell, whatever its label's length. */}
      <dl className="grid gap-px overflow-hidden rounded-3xl bg-slate-200 shadow-xl ring-1 ring-slate-200 md:grid-cols-3">
        {FACTS.map((fact) => (
          <div key={fact} className="flex flex-col-reverse justify-end gap-2 bg-white p-8 md:p-6 lg:p-8">
            <dt className="text-muted">{t(`distribution.facts.${fact}.label`)}</dt>
            {/* Three columns on a tablet leave about 175 px: "150 000 pi²" does not break, so it gets smaller. */}
            <dd className="text-3xl font-bold tracking-tight text-brand md:text-2xl lg:text-4xl">
              {t(`distribution.facts.${fact}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
