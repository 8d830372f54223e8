import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import type { PasswordProblem } from "./password-problems";

/** Why a new password was refused, as the form says it. */
export type NewPasswordProblem = PasswordProblem | "mismatch";

/**
 * A new password and the same again, with the rule beside it and, after a refusal, the reason. The browser
 * checks the length before sending; the server checks everything.
 */
export function NewPasswordFields({ problem }: { problem: NewPasswordProblem | undefined }) {
  const { t } = useTranslation();
  const passwordId = useId();
  const repeatId = useId();
  const passwordInput = {
    type: "password",
    required: true,
    autoComplete: "new-password",
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  } as const;
  return (
    <>
      <Field
        id={passwordId}
        label={t("tools.setPassword.password")}
        look="lead"
        hint={t("tools.setPassword.hint")}
        error={problem && problem !== "mismatch" ? t(`tools.setPassword.problems.${problem}`) : undefined}
        announceError
      >
        {(control) => <input {...control} {...passwordInput} name="password" />}
      </Field>
      <Field
        id={repeatId}
        label={t("tools.setPassword.repeat")}
        look="lead"
        error={problem === "mismatch" ? t("tools.setPassword.problems.mismatch") : undefined}
        announceError
      >
        {(control) => <input {...control} {...passwordInput} name="repeat" />}
      </Field>
    </>
  );
}
