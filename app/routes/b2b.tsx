import { useLanguage, useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { APPLICATION_PATH, NOTIFY, NOTIFY_STRINGS, NotifyForm } from "~/features/retailers";
import { notifyAction } from "~/features/retailers/index.server";
import { displayPhone, hoursInSentence, useCompany } from "~/lib/company-contact";
import { mailtoHref } from "~/lib/mailto";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { ButtonLink } from "~/ui/button-link";
import { Icon, type IconName } from "~/ui/icons";
import { Link } from "~/ui/link";
import { PageHero } from "~/ui/page-hero";
import { useReveal } from "~/ui/reveal";
import { SectionHeading } from "~/ui/section-heading";
import type { Route } from "./+types/b2b";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    strings: stringsFor(context, ["pages.b2b", ...NOTIFY_STRINGS]),
    seo: pageSeo(context, request, { title: t("pages.b2b.title"), description: t("pages.b2b.intro") }),
  };
}

/** The notify-me form posted without scripts, or by the enhanced form in the background. */
export const action = ({ request, context }: Route.ActionArgs) => notifyAction(request, context);

const FEATURES = ["ordering", "inventory", "catalog", "history", "checkout"] as const;
const PREVIEWS = ["catalog", "inventory", "orders", "checkout"] as const;

const FEATURE_ICONS: Record<(typeof FEATURES)[number], IconName> = {
  ordering: "listCheck",
  inventory: "inventory",
  catalog: "grid",
  history: "history",
  checkout: "creditCard",
};

function Reveal({ children, className }: { children: React.ReactNode; className?: string }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

const ORDER_WAYS = [
  { way: "representative", icon: "user" },
  { way: "edi", icon: "refill" },
  { way: "email", icon: "mail" },
  { way: "phone", icon: "listCheck" },
] as const satisfies readonly { way: string; icon: IconName }[];

/** Until the platform opens, the ways retailers order now: their representative, EDI, e-mail, phone. */
function OrderToday() {
  const { t } = useTranslation();
  const language = useLanguage();
  const company = useCompany(language);
  const email = (
    <a
      href={mailtoHref(company.generalEmail)}
      className="font-semibold [overflow-wrap:anywhere] text-brand underline"
    >
      {company.generalEmail}
    </a>
  );
  const phone = (
    <a href={`tel:${company.phone}`} className="font-semibold whitespace-nowrap text-brand underline">
      {displayPhone(company.phone)}
    </a>
  );
  return (
    <section className="bg-slate-50 py-20" aria-labelledby="b2b-order-today">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="b2b-order-today" className="text-center">
          {t("pages.b2b.orderToday.heading")}
        </SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-pretty text-muted">
          {t("pages.b2b.orderToday.intro")}
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {ORDER_WAYS.map(({ way, icon }) => (
            <li key={way} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <Icon name={icon} className="size-10 rounded-lg bg-brand-light p-2 text-brand" />
              <h3 className="mt-4 font-semibold text-ink">{t(`pages.b2b.orderToday.${way}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">
                {way === "email"
                  ? withLink(t("pages.b2b.orderToday.email.body", { email: LINK }), email)
                  : way === "phone"
                    ? withLink(
                        t("pages.b2b.orderToday.phone.body", {
                          phone: LINK,
                          hours: hoursInSentence(company.hours, language),
                        }),
                        phone,
                      )
                    : t(`pages.b2b.orderToday.${way}.body`)}
              </p>
              {way === "representative" ? (
                <Link
                  to={APPLICATION_PATH}
                  className="mt-3 inline-block text-sm font-semibold text-brand underline"
                >
                  {t("layout.retailAccount")}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Where a sentence names an address or a number, the link to it: the words around it as translated. */
const LINK = "\u0000";
function withLink(text: string, link: React.ReactNode) {
  const [before, after = ""] = text.split(LINK);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/** Until the platform opens: an address to tell when it does, kept once its owner confirms it. */
function NotifyMe({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  return (
    <section
      id={NOTIFY.anchor}
      className="scroll-mt-24 px-4 py-20 sm:px-6 lg:px-8"
      aria-labelledby="b2b-notify-heading"
    >
      <div className="mx-auto grid max-w-5xl gap-10 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeading id="b2b-notify-heading">{t("retailers.notify.heading")}</SectionHeading>
          <p className="mt-4 text-lg text-pretty text-muted">{t("retailers.notify.intro")}</p>
        </div>
        <NotifyForm result={result?.notify} />
      </div>
    </section>
  );
}

export default function B2bTeaser({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <PageHero
        eyebrow={t("pages.b2b.eyebrow")}
        heading={t("pages.b2b.heading")}
        intro={t("pages.b2b.intro")}
        className="mx-auto max-w-5xl px-6 py-20 text-center sm:py-28"
        headingClassName="sm:text-6xl"
        introClassName="mx-auto mt-6 max-w-2xl text-pretty"
      >
        {/* Ordering online is coming (the eyebrow says so, as text); opening an account to order today is not. */}
        <p className="mt-10">
          <Link
            to={APPLICATION_PATH}
            className="inline-block rounded-full bg-white px-8 py-3 font-semibold text-brand shadow-lg hover:bg-brand-light"
          >
            {t("layout.retailAccount")}
          </Link>
        </p>
      </PageHero>

      <OrderToday />

      <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8" aria-labelledby="b2b-features">
        <SectionHeading id="b2b-features" className="text-center">
          {t("pages.b2b.sneakPeek")}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {FEATURES.map((feature) => (
            // Five cards in two columns: the fifth takes the whole last row rather than leaving half of it empty.
            <li
              key={feature}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:max-lg:last:odd:col-span-2"
            >
              <Icon
                name={FEATURE_ICONS[feature]}
                className="size-10 rounded-lg bg-brand-light p-2 text-brand"
              />
              <h3 className="mt-4 font-semibold text-ink">{t(`pages.b2b.features.${feature}.title`)}</h3>
              <p className="mt-2 text-sm text-muted">{t(`pages.b2b.features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-20" aria-labelledby="b2b-previews">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="b2b-previews" className="text-center">
            {t("pages.b2b.previews")}
          </SectionHeading>
          <div className="mt-12 grid gap-8 md:grid-cols-2">
            {PREVIEWS.map((preview) => (
              <Reveal key={preview}>
                <img
                  src={`/generated/b2b/${preview}.${language}.svg`}
                  alt={t(`pages.b2b.previewAlt.${preview}`)}
                  width={960}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-full rounded-2xl shadow-lg ring-1 ring-slate-200"
                />
              </Reveal>
            ))}
          </div>
          <div className="mt-14 text-center">
            <p className="mx-auto max-w-2xl text-lg text-pretty text-muted">{t("pages.b2b.notify")}</p>
            <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
              <button
                type="button"
                disabled
                className="cursor-not-allowed rounded-full border-2 border-dashed border-slate-400 px-8 py-3 font-semibold text-slate-600"
              >
                {t("pages.b2b.comingSoon")}
              </button>
              <ButtonLink to="/contact" className="px-8 py-3">
                {t("pages.b2b.contact")}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <NotifyMe result={actionData} />
    </>
  );
}
