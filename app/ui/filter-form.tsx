import type { ReactNode } from "react";
import { callToActionClass } from "./call-to-action";
import { Field } from "./field";
import { Form } from "./link";

/** The filters' own look: a darker border than the other tools' fields, and a full-strength focus ring. */
export const FILTER_CONTROL =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink focus:border-brand focus:ring-2 focus:ring-brand focus:outline-none";

/**
 * A staff list's filter as a plain GET form: the filter lives in the URL, so it can be bookmarked, shared and
 * used without JavaScript. `children` are its fields, one grid cell each; `columns` their widths from `lg`
 * (e.g. `lg:grid-cols-[1fr_2fr_auto]`, counting the apply button's cell); `links` (clear, export) go on a line
 * of their own below. Give the form a `key` of the filter, so Back and Clear show the fields of the list they
 * belong to.
 */
export function FilterForm({
  label,
  action,
  columns,
  apply,
  links,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The list's path; the current page when left out. */
  action?: string;
  columns: string;
  /** The submit button's text. */
  apply: string;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={action}
      aria-label={label}
      className={`mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:items-start ${columns}`}
    >
      {children}
      {/* Level with the fields, below their labels: a hint under a field must not lift it. */}
      <div className="flex flex-wrap items-center gap-3 lg:mt-6">
        <button type="submit" className={callToActionClass("px-5 py-2")}>
          {apply}
        </button>
      </div>
      {links ? <div className="col-span-full flex flex-wrap gap-x-6 gap-y-2 text-sm">{links}</div> : null}
    </Form>
  );
}

/** A filter's free-text search (`?q=`), at most 200 characters, with its hint below. */
export function FilterSearch({
  id,
  label,
  hint,
  defaultValue,
}: {
  id: string;
  label: string;
  hint: string;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label} look="tool" hint={hint}>
      {(control) => (
        <input
          {...control}
          name="q"
          type="search"
          defaultValue={defaultValue ?? ""}
          maxLength={200}
          className={FILTER_CONTROL}
        />
      )}
    </Field>
  );
}
