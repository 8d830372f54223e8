import { useId } from "react";
import { data } from "react-router";
import { QrCode, staffSessionContext } from "~/features/accounts";
import {
  accountById,
  enrolmentFor,
  enrolSecondFactor,
  readStaffForm,
  requiredField,
} from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { OWN_ACCOUNT_PATH, TOOLS_DASHBOARD_PATH } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Field } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
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
    context.get(staffSessionContext),
    code,
    context.get(clientAddressContext),
  );
  return codes ? { codes } : data({ codes: null }, { status: 400 });
}

function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="enrolled"
      className="rounded-2xl border border-green-200 bg-green-50 p-5 text-green-950"
    >
      <div role="status">
        <h2 id="enrolled" className="text-xl font-semibold">
          {t("tools.enrol.doneHeading")}
        </h2>
        <p className="mt-2">{t("tools.enrol.codesIntro")}</p>
      </div>
      <h3 className="mt-4 font-semibold">{t("tools.enrol.codes")}</h3>
      <ol className="mt-2 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-2 py-1 text-center text-ink">
            {code}
          </li>
        ))}
      </ol>
      <p className="mt-6">
        <Link to={TOOLS_DASHBOARD_PATH} className="font-semibold text-brand underline underline-offset-2">
          {t("tools.enrol.continue")}
        </Link>
      </p>
    </section>
  );
}

export default function SecondFactorEnrolment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const codeId = useId();
  const { enrolment } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <p>
        <Link to={OWN_ACCOUNT_PATH} className="text-sm font-semibold text-brand underline underline-offset-2">
          {t("tools.enrol.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.enrol.heading")}</h1>
      {actionData?.codes ? (
        <RecoveryCodes codes={actionData.codes} />
      ) : enrolment ? (
        <section className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5">
          <p className="text-ink">{t("tools.enrol.scan")}</p>
          <QrCode size={enrolment.qr.size} path={enrolment.qr.path} label={t("tools.enrol.qr")} />
          <p className="text-sm text-muted">
            {t("tools.enrol.manual")}{" "}
            <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base break-all text-ink">
              {enrolment.secret.replace(/(.{4})/g, "$1 ").trim()}
            </code>
          </p>
          <Form method="post" replace className="flex max-w-sm flex-col gap-4">
            <Field
              id={codeId}
              label={t("tools.enrol.code")}
              look="lead"
              error={actionData ? t("tools.enrol.invalid") : undefined}
              announceError
            >
              {(control) => (
                <input
                  {...control}
                  name="code"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]{6,7}"
                  maxLength={7}
                  className={`${control.className} font-mono text-lg tracking-widest`}
                />
              )}
            </Field>
            <SubmitButton busyLabel={t("tools.enrol.submitting")}>{t("tools.enrol.submit")}</SubmitButton>
          </Form>
        </section>
      ) : (
        <p role="status" className="rounded-2xl border border-slate-200 bg-white p-5 text-ink">
          {t("tools.enrol.already")}
        </p>
      )}
    </div>
  );
}
