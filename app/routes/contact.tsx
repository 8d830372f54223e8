import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { useLanguage, useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { displayPhone, useCompany } from "~/lib/company-contact";
import { mailtoHref } from "~/lib/mailto";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { PageHero } from "~/ui/page-hero";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, ["contact.page", ...CONTACT_FORM_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("contact.page.title"),
      description: t("contact.page.description"),
    }),
  };
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl bg-white/10 p-5 ring-1 ring-white/20">
      <dt className="text-sm font-semibold tracking-wider text-white/80 uppercase">{label}</dt>
      <dd className="mt-2 text-white">{children}</dd>
    </div>
  );
}

/** An e-mail address that may wrap after its @ when the column is narrow, and elsewhere only if it must. */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@") + 1;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

export const action = ({ request, context }: Route.ActionArgs) => contactFormAction(request, context);

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const company = useCompany(language);
  return (
    <>
      <PageHero
        heading={t("contact.page.heading")}
        intro={t("contact.page.intro")}
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
        headingClassName="sm:text-5xl"
        introClassName="mt-5 max-w-3xl"
      >
        <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Detail label={t("contact.page.addressLabel")}>
            <address className="not-italic">
              {company.addressLines.slice(0, 2).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Detail>
          <Detail label={t("contact.page.phoneLabel")}>
            <a className="underline-offset-4 hover:underline" href={`tel:${company.phone}`}>
              {displayPhone(company.phone)}
            </a>
          </Detail>
          <Detail label={t("contact.page.emailLabel")}>
            <a
              className="underline-offset-4 [overflow-wrap:anywhere] hover:underline"
              href={mailtoHref(company.generalEmail)}
            >
              <EmailAddress address={company.generalEmail} />
            </a>
          </Detail>
          <Detail label={t("contact.page.hoursLabel")}>{company.hours}</Detail>
        </dl>
      </PageHero>
      <ContactForm variant="general" result={actionData?.contact} />
    </>
  );
}
