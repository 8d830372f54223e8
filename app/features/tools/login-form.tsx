import { useEffect, useId, useRef } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import type { LoginFailure } from "./login-outcome";

/** SPEC §5: a wrong password shows 'Invalid password' and clears the input. */
export function LoginForm({ failure }: { failure: LoginFailure | undefined }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submitting = useNavigation().state === "submitting";

  // Each answer is a new object, so two wrong passwords in a row both clear the field.
  useEffect(() => {
    if (!failure || !input.current) return;
    input.current.value = "";
    input.current.focus();
  }, [failure]);

  const message =
    failure?.error === "throttled"
      ? t("tools.login.throttled", { count: Math.ceil(failure.retryAfterSeconds / 60) })
      : failure && t("tools.login.invalid");

  return (
    <Form method="post" replace className="mt-8 flex flex-col gap-4">
      <Field
        id={inputId}
        label={t("tools.login.password")}
        look="lead"
        error={message}
        announceError
        className="flex flex-col gap-4"
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={`rounded-md border px-3 py-2.5 text-ink focus:outline-2 focus:outline-offset-1 focus:outline-brand ${failure ? "border-red-600" : "border-slate-400"}`}
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
    </Form>
  );
}
