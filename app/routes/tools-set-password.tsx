import { data } from "react-router";
import { SetPasswordForm, SignInFrame } from "~/features/accounts";
import {
  linkState,
  privatePage,
  readStaffForm,
  requiredField,
  setPasswordWithLink,
  signInWithNewPassword,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { LANGUAGE_SELECTOR_STRINGS } from "~/features/layout";
import { PASSWORD_RESET_PATH, TOOLS_LOGIN_STRINGS } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/tools-set-password";

export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The link's token never reaches another site as a referrer. `same-origin` rather than `no-referrer`: with no
 * referrer at all the browser sends the form with `Origin: null`, which the site refuses as cross-site.
 */
export const headers: Route.HeadersFunction = () => ({ "Referrer-Policy": "same-origin" });

/** What the page shows of the link: whom it is for and why, or that it no longer works (410). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const link = await linkState("staff", params.token);
  const page = {
    strings: stringsFor(context, [...TOOLS_LOGIN_STRINGS, "tools.setPassword", ...LANGUAGE_SELECTOR_STRINGS]),
    seo: pageSeo(context, request, {
      title: t("tools.setPassword.title"),
      description: t("tools.setPassword.description"),
      noindex: true,
    }),
  };
  if (link.state !== "open") return data({ ...page, link: null }, { status: 410 });
  const { name, email } = link.account;
  return { ...page, link: { purpose: link.purpose, name, email } };
}

/** A saved password signs its person in and carries them on (to the second step or the dashboard). */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  const client = context.get(clientAddressContext);
  const outcome = await setPasswordWithLink(
    params.token,
    requiredField(form, "password"),
    requiredField(form, "repeat"),
    client,
  );
  if (outcome.outcome === "set") throw await signInWithNewPassword(request, outcome.account, client);
  if (outcome.outcome === "gone") return data({ problem: undefined }, { status: 410 });
  return data({ problem: outcome.problem }, { status: 400 });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { link } = loaderData;
  if (!link) {
    return (
      <SignInFrame
        heading={t("tools.setPassword.goneHeading")}
        intro={<p>{t("tools.setPassword.goneBody")}</p>}
      >
        <p className="mt-6">
          <Link to={PASSWORD_RESET_PATH} className="font-semibold text-brand underline underline-offset-2">
            {t("tools.setPassword.newLink")}
          </Link>
        </p>
      </SignInFrame>
    );
  }
  const intro =
    link.purpose === "invitation"
      ? t("tools.setPassword.invitationIntro", { name: link.name, email: link.email })
      : t("tools.setPassword.resetIntro", { email: link.email });
  return (
    <SignInFrame heading={t("tools.setPassword.title")} intro={<p>{intro}</p>}>
      <SetPasswordForm email={link.email} problem={actionData?.problem} />
    </SignInFrame>
  );
}
