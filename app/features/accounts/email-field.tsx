import { useId } from "react";
import { Field } from "~/ui/field";

/**
 * The staff member's e-mail address, as sign-in and a reset ask for it: the sign-in name a password manager
 * fills, kept as typed after a refusal (`value`), with the refusal said beside it (`error`; `announceError` when
 * the answer comes without moving the focus).
 */
export function EmailField({
  label,
  value,
  error,
  announceError = false,
  className,
}: {
  label: string;
  value?: string;
  error?: string;
  announceError?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      look="lead"
      error={error}
      announceError={announceError}
      className="flex flex-col gap-2"
    >
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          required
          autoComplete="username"
          spellCheck={false}
          defaultValue={value}
          className={className ?? control.className}
        />
      )}
    </Field>
  );
}
