import type { ReactNode } from "react";
import { useNavigation } from "react-router";

const TONES = {
  /** The form's one action. */
  primary: "rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark",
  /** An action beside others, in a staff tool. */
  secondary: "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50",
  /** An action that takes something away (deactivating an account). */
  danger: "rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50",
  /** One of a row's small actions in a staff table, drawn as a link is. */
  inline: "font-semibold text-brand underline underline-offset-2 hover:text-brand-dark",
};

/**
 * A form's submit button that waits while a form is on its way, so a second press does not send it twice, and
 * says it is busy when the submission is its own (for a form with several actions, the one whose `name` and
 * `value` went). `form` ties it to a form elsewhere on the page. Without scripts it is a plain submit button.
 */
export function SubmitButton({
  tone = "primary",
  busyLabel,
  name,
  value,
  form,
  className = "",
  children,
  "aria-label": ariaLabel,
}: {
  tone?: keyof typeof TONES;
  busyLabel?: string;
  name?: string;
  value?: string;
  form?: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const mine = submitting && (name === undefined || navigation.formData?.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      form={form}
      aria-label={ariaLabel}
      disabled={submitting}
      className={`${TONES[tone]} disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {mine && busyLabel ? busyLabel : children}
    </button>
  );
}
