import { FacilitySection, WhatWeDo } from "~/features/about";
import { CONTACT_FORM_STRINGS, ContactForm } from "~/features/contact";
import { contactFormAction } from "~/features/contact/index.server";
import { FacilityFacts } from "~/features/distribution";
import { ABOUT_BLOCK_STRINGS, AboutBlock } from "~/features/home";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { marketingImage } from "~/lib/marketing-image";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, [
      ...ABOUT_BLOCK_STRINGS,
      "about.page",
      "distribution.facts",
      ...CONTACT_FORM_STRINGS,
    ]),
    seo: pageSeo(context, request, { title: t("about.title"), description: t("about.description") }),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => contactFormAction(request, context);

/**
 * SPEC §2 /about: the about block, then the contact form. Between them, what the copy allows the company to
 * say of itself: its figures, what it does and its facility.
 */
export default function AboutPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <AboutBlock headingLevel={1} />
      <div className="pt-16 sm:pt-20">
        <FacilityFacts />
      </div>
      <WhatWeDo />
      <FacilitySection image={marketingImage("distributionCentre")} />
      <ContactForm variant="general" result={actionData?.contact} />
    </>
  );
}
