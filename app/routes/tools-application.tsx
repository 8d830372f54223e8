import { data, redirect } from "react-router";
import { staffSessionContext } from "~/features/accounts";
import { readStaffForm, recordStaffAction } from "~/features/accounts/index.server";
import { brandNames } from "~/features/brands/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  ApplicationDetail,
  type ApplicationOutcome,
  applicationView,
  type CustomerOutcome,
  MESSAGES_STRINGS,
} from "~/features/messages";
import { isCustomerNumber } from "~/features/ordering";
import { openCustomer } from "~/features/ordering/index.server";
import { APPLICATIONS_PATH, REVIEW_STATUSES } from "~/features/retailers";
import {
  applicationReference,
  deleteHeldApplication,
  findApplication,
  markApplicationCustomer,
  moveApplication,
  releaseHeldApplication,
  unmarkApplicationCustomer,
} from "~/features/retailers/index.server";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import type { Route } from "./+types/tools-application";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** An application id as the URL gives it: digits only, or nothing. */
function applicationId(param: string | undefined): number | undefined {
  return param && /^\d{1,12}$/.test(param) ? Number(param) : undefined;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const id = applicationId(params.applicationId);
  const stored = id === undefined ? undefined : await findApplication(id);
  if (stored) await recordStaffAction(context, "applicationViewed", { record: stored.id });
  const language = context.get(languageContext);
  const view =
    stored &&
    applicationView(stored, {
      locale: LANGUAGE_LOCALES[language],
      brandNames: await brandNames(language),
      reference: applicationReference,
    });
  const seo = pageSeo(context, request, {
    title: view
      ? t("tools.applications.detail.title", {
          reference: view.reference,
          business: view.application.operatingName || view.application.legalName,
        })
      : t("tools.applications.title"),
    description: t("tools.applications.description"),
    noindex: true,
  });
  return data({ seo, strings: stringsFor(context, MESSAGES_STRINGS), view }, { status: view ? 200 : 404 });
}

/**
 * A held application's way out (decision 273): released, its mails go now; deleted, its page is gone and the
 * list says nothing more of it. Another member of staff may have done it first: that is said, not an error.
 */
async function heldAction(context: Route.ActionArgs["context"], id: number, intent: "release" | "delete") {
  if (intent === "delete") {
    if (!(await deleteHeldApplication(id)))
      return { outcome: { notHeld: true } satisfies ApplicationOutcome };
    await recordStaffAction(context, "applicationDeleted", { record: id });
    return redirect(APPLICATIONS_PATH);
  }
  if (!(await releaseHeldApplication(id))) return { outcome: { notHeld: true } satisfies ApplicationOutcome };
  await recordStaffAction(context, "applicationReleased", { record: id });
  return { outcome: { released: true } satisfies ApplicationOutcome };
}

/**
 * An approved application becomes a customer (decision 330): the ERP's customer number typed, the applicant
 * invited as the customer's administrator. Marked on the application first, so two members of staff cannot
 * both make it one.
 */
async function customerAction(context: Route.ActionArgs["context"], id: number, form: URLSearchParams) {
  const refuse = (notOpened: "badNumber" | "taken" | "notApproved", status: number) =>
    data({ outcome: undefined, customer: { notOpened } satisfies CustomerOutcome }, { status });
  const stored = await findApplication(id);
  if (stored?.status !== "approved" || stored.held || stored.customerNumber !== null)
    return refuse("notApproved", 409);
  const { application: a } = stored;
  const staff = context.get(staffSessionContext).member;
  const typed = (form.get("customerNumber") ?? "").trim();
  const by = { audience: "staff" as const, id: staff.id, client: context.get(clientAddressContext) };
  if (!isCustomerNumber(typed)) return refuse("badNumber", 400);
  if (!(await markApplicationCustomer(id, typed))) return refuse("notApproved", 409);
  const opening = await openCustomer(by, typed, { ...a, language: stored.language });
  if (opening.outcome !== "opened") {
    await unmarkApplicationCustomer(id);
    return refuse(opening.outcome, opening.outcome === "taken" ? 409 : 400);
  }
  await recordStaffAction(context, "customerOpened", { record: id, detail: { customer: typed } });
  return {
    outcome: undefined,
    customer: { opened: typed, fromFeed: opening.fromFeed } satisfies CustomerOutcome,
  };
}

/**
 * POST: release or delete a held application; or move the application from the status the page showed (`from`) to `to`. Someone may have moved it
 * first: the page says where it is now, and offers the moves from there.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const id = applicationId(params.applicationId);
  const form = await readStaffForm(request);
  const intent = form.get("intent");
  if (id !== undefined && (intent === "release" || intent === "delete"))
    return heldAction(context, id, intent);
  if (id !== undefined && intent === "customer") return customerAction(context, id, form);
  const from = REVIEW_STATUSES.find((status) => status === form.get("from"));
  const to = REVIEW_STATUSES.find((status) => status === form.get("to"));
  if (id === undefined || !from || !to) return data({ outcome: undefined }, { status: 400 });
  const staff = context.get(staffSessionContext).member;
  if (await moveApplication(id, from, to, staff.id)) {
    await recordStaffAction(context, "applicationMoved", { record: id });
    return { outcome: { moved: to } satisfies ApplicationOutcome };
  }
  const now = await findApplication(id);
  return data(
    { outcome: now ? ({ stale: now.status } satisfies ApplicationOutcome) : undefined },
    { status: now ? 409 : 404 },
  );
}

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view } = loaderData;
  if (!view) {
    return (
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.applications.title")}</h1>
        <p className="mt-4 text-ink">{t("tools.applications.detail.notFound")}</p>
      </div>
    );
  }
  return (
    <ApplicationDetail
      view={view}
      outcome={actionData?.outcome}
      customer={actionData && "customer" in actionData ? actionData.customer : undefined}
    />
  );
}
