import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import { QrCode } from "./qr-code";

/** What the enrolment page shows of the secret being enrolled (`enrolmentFor`'s answer, as the page gets it). */
export interface EnrolmentView {
  secret: string;
  qr: { size: number; path: string };
}

function RecoveryCodes({ codes, continuePath }: { codes: readonly string[]; continuePath: string }) {
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
        <Link to={continuePath} className="font-semibold text-brand underline underline-offset-2">
          {t("tools.enrol.continue")}
        </Link>
      </p>
    </section>
  );
}

/**
 * Turning on two-step verification, for either audience: the QR code and key to enter in an authenticator app,
 * then a code from it; once it is right, the recovery codes, shown this once. Nothing to enrol when the second
 * factor is already on.
 */
export function SecondFactorEnrolment({
  enrolment,
  answer,
  backPath,
  continuePath,
}: {
  enrolment: EnrolmentView | null;
  /** The last code's answer: the recovery codes, or null for a wrong code. */
  answer: { codes: string[] | null } | undefined;
  backPath: string;
  continuePath: string;
}) {
  const { t } = useTranslation();
  const codeId = useId();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <p>
        <Link to={backPath} className="text-sm font-semibold text-brand underline underline-offset-2">
          {t("tools.enrol.back")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.enrol.heading")}</h1>
      {answer?.codes ? (
        <RecoveryCodes codes={answer.codes} continuePath={continuePath} />
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
              error={answer ? t("tools.enrol.invalid") : undefined}
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
