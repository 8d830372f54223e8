import { data, type ShouldRevalidateFunction } from "react-router";
import { useLanguage, useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { NOTIFY_STRINGS, NotifyLinkPage } from "~/features/retailers";
import { unsubscribe, unsubscribeLinkAddress } from "~/features/retailers/index.server";
import { useCompany } from "~/lib/company-contact";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/b2b-notify-unsubscribe";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The link's token is its only key: no cache keeps the page, and no other site gets it as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
});

/** What the mail's link finds: the address it takes off the list (with the button that does it), or none. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const email = await unsubscribeLinkAddress(params.token);
  return data(
    {
      seo: pageSeo(context, request, {
        title: t("retailers.notify.unsubscribe.title"),
        description: t("retailers.notify.unsubscribe.description"),
        noindex: true,
      }),
      strings: stringsFor(context, NOTIFY_STRINGS),
      email: email ?? "",
    },
    { status: email ? 200 : 404 },
  );
}

/**
 * The page's button, and RFC 8058's one-click unsubscribe: a mail client posts `List-Unsubscribe=One-Click`
 * here on its own, with no session, form token or bot check. The token in the address is all it takes, so
 * the body is not read.
 */
export async function action({ params }: Route.ActionArgs) {
  const done = await unsubscribe(params.token);
  return data({ done }, { status: done ? 200 : 404 });
}

/** After the button, the action's answer is the page: the loader would only say the link is now used. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && defaultShouldRevalidate;

export default function NotifyUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const company = useCompany(useLanguage());
  if (actionData?.done)
    return (
      <NotifyLinkPage
        heading={t("retailers.notify.unsubscribe.done.heading")}
        message={t("retailers.notify.unsubscribe.done.body")}
      />
    );
  if (loaderData.email && !actionData)
    return (
      <NotifyLinkPage
        heading={t("retailers.notify.unsubscribe.heading")}
        message={t("retailers.notify.unsubscribe.intro", { email: loaderData.email })}
        button={t("retailers.notify.unsubscribe.button")}
      />
    );
  return (
    <NotifyLinkPage
      heading={t("retailers.notify.unsubscribe.unknown.heading")}
      message={t("retailers.notify.unsubscribe.unknown.body", { email: company.generalEmail })}
    />
  );
}
