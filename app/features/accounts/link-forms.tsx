import { useTranslation } from "~/features/i18n";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import { EmailField } from "./email-field";
import { NewPasswordFields, type NewPasswordProblem } from "./new-password-fields";

/** What asking for a reset link answered: sent (whatever the address), or too many asks from this client. */
export type ResetAsked = { outcome: "sent" } | { outcome: "throttled"; retryAfterSeconds: number };

/**
 * Asking for a password-reset link, for either audience: the address, then the same words whatever it was
 * (`sent`, as the audience puts them), and the way back to its sign-in.
 */
export function ResetRequestForm({
  asked,
  sent,
  backPath,
}: {
  asked: ResetAsked | undefined;
  sent: string;
  backPath: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {asked?.outcome === "sent" ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
        >
          {sent}
        </p>
      ) : (
        <Form method="post" className="mt-8 flex flex-col gap-4">
          <EmailField
            label={t("tools.reset.email")}
            error={
              asked?.outcome === "throttled"
                ? t("tools.reset.throttled", { count: Math.ceil(asked.retryAfterSeconds / 60) })
                : undefined
            }
            announceError
          />
          <SubmitButton busyLabel={t("tools.reset.submitting")}>{t("tools.reset.submit")}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={backPath} className="font-semibold text-brand underline underline-offset-2">
          {t("tools.reset.back")}
        </Link>
      </p>
    </>
  );
}

/** Choosing a password with a one-time link, for either audience; `email` lets a password manager file it. */
export function SetPasswordForm({
  email,
  problem,
}: {
  email: string;
  problem: NewPasswordProblem | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" replace className="mt-8 flex flex-col gap-5">
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <NewPasswordFields problem={problem} />
      <SubmitButton busyLabel={t("tools.setPassword.submitting")}>
        {t("tools.setPassword.submit")}
      </SubmitButton>
    </Form>
  );
}
