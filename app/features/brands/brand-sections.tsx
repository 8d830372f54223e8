import { useTranslation } from "~/features/i18n";
import { ExpandableCard } from "~/ui/expandable-card";
import { SectionHeading } from "~/ui/section-heading";
import type { BrandPage } from "./brand-page";

/** The brand page's two expandable image sections. */
export function BrandSections({ brand }: { brand: BrandPage }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="brand-sections"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
    >
      <SectionHeading id="brand-sections">
        {t("brands.page.sectionsHeading", { name: brand.name })}
      </SectionHeading>
      <div className="mt-10 grid items-start gap-8 md:grid-cols-2">
        {brand.sections.map((section) => (
          <ExpandableCard key={section.heading} image={section.image} title={section.heading}>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </ExpandableCard>
        ))}
      </div>
    </section>
  );
}
