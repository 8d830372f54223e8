import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { SecondStepFailure } from "./sign-in-outcome";

/**
 * The second step of a sign-in, for either audience: one field for a code from the authenticator app or a
 * recovery code, and a way to start again. A wrong code is cleared, so the next one is typed into an empty
 * field. `message` is the field's error as the audience words it (who to ask when the step is locked).
 */
export function SecondStepForm({
  answered,
  message,
  restartPath,
}: {
  /** The last answer to a posted code: each is a new object, so two wrong codes in a row both clear it. */
  answered: SecondStepFailure | undefined;
  message: string | undefined;
  restartPath: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!answered || !input.current) return;
    input.current.value = "";
    input.current.focus();
  }, [answered]);

  return (
    <>
      <Form method="post" replace className="mt-8 flex flex-col gap-4">
        <Field
          id={inputId}
          label={t("tools.secondStep.code")}
          look="lead"
          error={message}
          announceError
          className="flex flex-col gap-4"
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              name="code"
              required
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={20}
              className={`${control.className} font-mono text-lg tracking-widest`}
            />
          )}
        </Field>
        <SubmitButton busyLabel={t("tools.secondStep.submitting")}>
          {t("tools.secondStep.submit")}
        </SubmitButton>
      </Form>
      <Form method="post" action={restartPath} className="mt-4 text-center text-sm">
        <button type="submit" className="font-semibold text-brand underline underline-offset-2">
          {t("tools.secondStep.restart")}
        </button>
      </Form>
    </>
  );
}

/** The minutes (or, past an hour, the hours) a locked step stays locked. */
export function lockedFor(failure: Extract<SecondStepFailure, { error: "locked" }>) {
  const minutes = Math.ceil(failure.retryAfterSeconds / 60);
  return minutes > 60
    ? { unit: "hours" as const, count: Math.ceil(minutes / 60) }
    : { unit: "minutes" as const, count: minutes };
}
