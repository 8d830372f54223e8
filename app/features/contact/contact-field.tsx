const CONTROL =
  "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-ink shadow-sm transition-colors placeholder:text-slate-400 focus:outline-none focus:ring-2";
const VALID = "border-slate-300 focus:border-brand focus:ring-brand/30";
const INVALID = "border-red-600 ring-1 ring-red-600 focus:ring-red-600/40";

export function controlClass(invalid: boolean): string {
  return `${CONTROL} ${invalid ? INVALID : VALID}`;
}

/** One labelled input with its inline error, tied together for screen readers (SPEC §5). */
export function ContactField({
  id,
  name,
  label,
  defaultValue,
  onEdit,
  error,
  maxLength,
  type = "text",
  autoComplete,
  rows,
  className,
}: {
  id: string;
  name: string;
  label: string;
  /** Uncontrolled, so what a visitor types before the page's scripts start is kept when they do. */
  defaultValue: string;
  onEdit: () => void;
  error?: string;
  maxLength: number;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  /** Set for the multi-line message. */
  rows?: number;
  className?: string;
}) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    defaultValue,
    required: true,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: controlClass(Boolean(error)),
    onChange: onEdit,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} />
      )}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
