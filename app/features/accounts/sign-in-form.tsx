import { useEffect, useId, useRef } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/features/i18n";
import { PASSWORD_RESET_PATH } from "~/features/tools";
import { Field } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { EmailField } from "./email-field";
import type { LoginFailure } from "./sign-in-outcome";

const INPUT_CLASS =
  "rounded-md border px-3 py-2.5 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand";

/**
 * SPEC §5: a wrong password shows 'Invalid password' and clears the password, which takes the focus; the
 * e-mail address stays as typed (decision 213).
 */
export function SignInForm({
  failure,
  resetPath = PASSWORD_RESET_PATH,
}: {
  failure: LoginFailure | undefined;
  /** Where "Forgot your password?" leads: the audience's own reset page. */
  resetPath?: string;
}) {
  const { t } = useTranslation();
  const passwordId = useId();
  const password = useRef<HTMLInputElement>(null);
  const submitting = useNavigation().state === "submitting";

  // Each answer is a new object, so two wrong passwords in a row both clear the field.
  useEffect(() => {
    if (!failure || !password.current) return;
    password.current.value = "";
    password.current.focus();
  }, [failure]);

  const message =
    failure?.error === "throttled"
      ? t("tools.login.throttled", { count: Math.ceil(failure.retryAfterSeconds / 60) })
      : failure && t("tools.login.invalid");

  return (
    <Form method="post" replace className="mt-8 flex flex-col gap-4">
      <EmailField
        label={t("tools.login.email")}
        value={failure?.email}
        className={`${INPUT_CLASS} border-slate-400`}
      />
      <Field
        id={passwordId}
        label={t("tools.login.password")}
        look="lead"
        error={message}
        announceError
        className="flex flex-col gap-4"
      >
        {(control) => (
          <input
            {...control}
            ref={password}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={`${INPUT_CLASS} ${failure ? "border-red-600" : "border-slate-400"}`}
          />
        )}
      </Field>
      <button
        type="submit"
        disabled={submitting}
        className="rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? t("tools.login.submitting") : t("tools.login.submit")}
      </button>
      <p className="text-center text-sm">
        <Link to={resetPath} className="font-semibold text-brand underline underline-offset-2">
          {t("tools.login.forgot")}
        </Link>
      </p>
    </Form>
  );
}
