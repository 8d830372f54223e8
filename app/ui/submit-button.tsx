import type { ReactNode } from "react";
import { useNavigation } from "react-router";

const TONES = {
  /** The form's one action. */
  primary: "rounded-md bg-brand px-4 py-3 font-semibold text-white hover:bg-brand-dark",
  /** An action beside others, in a staff tool. */
  secondary: "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-ink hover:bg-slate-50",
  /** An action that takes something away (deactivating an account). */
  danger: "rounded-lg border border-red-300 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50",
};

/**
 * A form's submit button that says it is busy while the form is on its way, so a second press does not send
 * it twice. Without scripts it is a plain submit button.
 */
export function SubmitButton({
  tone = "primary",
  busyLabel,
  name,
  value,
  className = "",
  children,
  "aria-label": ariaLabel,
}: {
  tone?: keyof typeof TONES;
  busyLabel?: string;
  name?: string;
  value?: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-label={ariaLabel}
      disabled={busy}
      className={`${TONES[tone]} disabled:cursor-wait disabled:opacity-70 ${className}`}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
