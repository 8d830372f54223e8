import { data, type ShouldRevalidateFunction } from "react-router";
import { countGoal } from "~/features/analytics/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { NOTIFY, NOTIFY_STRINGS, NotifyLinkPage } from "~/features/retailers";
import { confirmLink, confirmNotifyLink } from "~/features/retailers/index.server";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/b2b-notify-confirm";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The link's token is its only key: no cache keeps the page, and it never reaches another site as a referrer
 * (`same-origin`, not `no-referrer`, so the button's post still says where it comes from).
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
});

const STATUS = { open: 200, confirmed: 200, unknown: 404, expired: 410 } as const;

/** What the mailed link finds: an address to confirm (with the button that does it), or why it no longer works. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const link = await confirmLink(params.token, Date.now());
  return data(
    {
      seo: pageSeo(context, request, {
        title: t("retailers.notify.confirm.title"),
        description: t("retailers.notify.confirm.description"),
        noindex: true,
      }),
      strings: stringsFor(context, NOTIFY_STRINGS),
      state: link.state,
      email: link.state === "open" ? link.email : "",
    },
    { status: STATUS[link.state] },
  );
}

/** The button: the address goes on the list and its welcome mail into the outbox. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const state = await confirmNotifyLink(params.token);
  if (state === "confirmed")
    countGoal("notifyConfirmed", request, {
      address: context.get(clientAddressContext),
      page: NOTIFY.page,
    });
  return data({ state }, { status: STATUS[state] });
}

/** After the button, the action's answer is the page: the loader would only say the link is now used. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && defaultShouldRevalidate;

export default function NotifyConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const state = actionData?.state ?? loaderData.state;
  if (state === "open")
    return (
      <NotifyLinkPage
        heading={t("retailers.notify.confirm.heading")}
        message={t("retailers.notify.confirm.intro", { email: loaderData.email })}
        button={t("retailers.notify.confirm.button")}
      />
    );
  return (
    <NotifyLinkPage
      heading={t(`retailers.notify.confirm.${state}.heading`)}
      message={t(`retailers.notify.confirm.${state}.body`)}
    />
  );
}
