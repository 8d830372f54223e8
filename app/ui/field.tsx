import type { ReactNode, SelectHTMLAttributes } from "react";

interface Look {
  label: string;
  hint: string;
  control: string;
  /** The control while its value is wrong, where the form checks values before sending them. */
  invalidControl?: string;
}

/**
 * How a field reads where it stands: `form` in the public contact forms (app.css `field-*`), `tool` in the
 * staff tools' compact forms (filters, share links), `lead` for the questions a tool asks first (the Photo
 * Downloader's item numbers and choices, the sign-in password).
 */
const LOOKS = {
  form: {
    label: "field-label",
    hint: "mt-1.5 text-sm text-muted",
    control: "field-control",
    invalidControl: "field-control-invalid",
  },
  tool: {
    label: "text-sm font-semibold text-ink",
    hint: "mt-1 text-xs text-muted",
    control:
      "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:bg-slate-100",
  },
  lead: {
    label: "block font-semibold text-ink",
    hint: "mt-2 text-sm text-muted",
    control:
      "mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500",
  },
} satisfies Record<string, Look>;

export type FieldLook = keyof typeof LOOKS;

/** What the field hands its control: the id its label names, its look, and what describes it. */
export interface ControlProps {
  id: string;
  className: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

interface FieldProps {
  id: string;
  label: string;
  look?: FieldLook;
  /** A line under the control that says what to enter; read with the control. */
  hint?: string;
  /** What is wrong with the value; read with the control, which is then marked invalid. */
  error?: string;
  /**
   * The error line is always there, reserving its height, and is announced as it changes: for a form whose
   * answer arrives without moving the focus.
   */
  announceError?: boolean;
  className?: string;
}

/**
 * A labelled control with its hint and error, tied together for screen readers. The control is the
 * caller's (input, textarea or select, controlled or not): `children` draws it with the props it is given.
 */
export function Field({
  id,
  label,
  look = "form",
  hint,
  error,
  announceError = false,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].join(" ").trim();
  const { label: labelClass, hint: hintClass, control, invalidControl }: Look = LOOKS[look];
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        className: (error && invalidControl) || control,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error || announceError ? (
        <p
          id={errorId}
          role={announceError ? "alert" : undefined}
          className={`${announceError ? "min-h-6" : "mt-1.5"} text-sm font-medium text-red-700`}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled native select: it works the same before and without the page's scripts. */
export function Select({
  id,
  label,
  look,
  hint,
  className,
  controlClassName,
  children,
  ...select
}: Omit<FieldProps, "error" | "announceError"> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> & {
    /** A look of the select's own, where a form draws its controls differently. */
    controlClassName?: string;
  }) {
  return (
    <Field id={id} label={label} look={look} hint={hint} className={className}>
      {(control) => (
        <select {...select} {...control} className={controlClassName ?? control.className}>
          {children}
        </select>
      )}
    </Field>
  );
}
