import { data } from "react-router";
import { SecondFactorEnrolment, staffSessionContext } from "~/features/accounts";
import {
  accountById,
  enrolmentFor,
  enrolSecondFactor,
  readStaffForm,
  requiredField,
  staffOwn,
} from "~/features/accounts/index.server";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { OWN_ACCOUNT_PATH, TOOLS_DASHBOARD_PATH } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-second-factor";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The QR code and key of the secret being enrolled; nothing to enrol once the second factor is on. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const { member } = context.get(staffSessionContext);
  const account = await accountById(member.id);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.enrol.title"),
      description: t("tools.enrol.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["tools.enrol"]),
    // Read afresh: after the action that turned it on, this loader runs again with the new state.
    enrolment: (account && (await enrolmentFor("staff", account))) ?? null,
  };
}

/** A code from the app confirms the secret; the answer carries the recovery codes, shown this once. */
export async function action({ context, request }: Route.ActionArgs) {
  const code = requiredField(await readStaffForm(request), "code");
  const codes = await enrolSecondFactor(
    staffOwn(context.get(staffSessionContext)),
    code,
    context.get(clientAddressContext),
  );
  return codes ? { codes } : data({ codes: null }, { status: 400 });
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SecondFactorEnrolment
      enrolment={loaderData.enrolment}
      answer={actionData}
      backPath={OWN_ACCOUNT_PATH}
      continuePath={TOOLS_DASHBOARD_PATH}
    />
  );
}
