/** A field's style (app.css), red while its value is invalid. */
export function controlClass(invalid: boolean): string {
  return invalid ? "field-control-invalid" : "field-control";
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
      <label htmlFor={id} className="field-label">
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
