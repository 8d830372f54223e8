import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { SERVICES, SERVICES_STRINGS, ServiceSection } from "~/features/services";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { PageHero } from "~/ui/page-hero";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, [...SERVICES_STRINGS, ...CONTACT_FORM_STRINGS]),
    seo: pageSeo(context, request, { title: t("services.title"), description: t("services.description") }),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => contactFormAction(request, context);

export default function ServicesPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero
        eyebrow={t("services.eyebrow")}
        heading={t("services.heading")}
        intro={t("services.intro")}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
        headingClassName="max-w-3xl sm:text-5xl"
        introClassName="mt-6 max-w-3xl leading-relaxed"
      />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6 sm:py-24 lg:space-y-28 lg:px-8">
        {SERVICES.map((service, index) => (
          <ServiceSection key={service.id} service={service} index={index} />
        ))}
      </div>
      <ContactForm variant="general" result={actionData?.contact} />
    </>
  );
}
