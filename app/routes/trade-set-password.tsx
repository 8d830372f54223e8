import { data, redirect } from "react-router";
import { SetPasswordForm, SignInFrame } from "~/features/accounts";
import {
  linkState,
  openSession,
  readStaffForm,
  requiredField,
  setPasswordWithLinkOf,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { TRADE_PASSWORD_RESET_PATH, TRADE_SIGN_IN_PATH } from "~/features/ordering";
import { BUYERS, buyerById, tradePage } from "~/features/ordering/index.server";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/trade-set-password";

export const middleware: Route.MiddlewareFunction[] = [tradePage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The link's token never reaches another site as a referrer (see the staff page's note on `same-origin`). */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

/** What the page shows of the link: whom it is for and why, or that it no longer works (410). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const link = await linkState("buyer", params.token);
  const page = {
    strings: stringsFor(context, [
      "tools.login",
      "tools.setPassword",
      "trade.setPassword",
      ...LANGUAGE_SELECTOR_STRINGS,
    ]),
    seo: pageSeo(context, request, {
      title: t("tools.setPassword.title"),
      description: t("trade.setPassword.description"),
      noindex: true,
    }),
  };
  if (link.state !== "open") return data({ ...page, link: null }, { status: 410 });
  const { name, email } = link.account;
  return { ...page, link: { purpose: link.purpose, name, email } };
}

/** A saved password signs the buyer in and carries them on (to the second step or their account). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  const client = context.get(clientAddressContext);
  const outcome = await setPasswordWithLinkOf(
    "buyer",
    params.token,
    requiredField(form, "password"),
    requiredField(form, "repeat"),
    client,
  );
  if (outcome.outcome === "set") {
    const buyer = await buyerById(outcome.account);
    throw buyer?.state === "active"
      ? await openSession(BUYERS, request, buyer, client)
      : redirect(TRADE_SIGN_IN_PATH);
  }
  if (outcome.outcome === "gone") return data({ problem: undefined }, { status: 410 });
  return data({ problem: outcome.problem }, { status: 400 });
}

export default function TradeSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { link } = loaderData;
  if (!link) {
    return (
      <SignInFrame
        heading={t("tools.setPassword.goneHeading")}
        intro={<p>{t("trade.setPassword.goneBody")}</p>}
      >
        <p className="mt-6">
          <Link
            to={TRADE_PASSWORD_RESET_PATH}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t("tools.setPassword.newLink")}
          </Link>
        </p>
      </SignInFrame>
    );
  }
  const intro =
    link.purpose === "invitation"
      ? t("trade.setPassword.invitationIntro", { name: link.name, email: link.email })
      : t("trade.setPassword.resetIntro", { email: link.email });
  return (
    <SignInFrame heading={t("tools.setPassword.title")} intro={<p>{intro}</p>}>
      <SetPasswordForm email={link.email} problem={actionData?.problem} />
    </SignInFrame>
  );
}
