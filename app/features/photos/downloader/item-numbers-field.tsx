import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";
import { notItemNumbers } from "../item-numbers";

export function ItemNumbersField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const noteId = `${id}-not-item-numbers`;
  const field = useRef<HTMLTextAreaElement>(null);
  const rejected = notItemNumbers(value);

  // Item numbers typed before the page's scripts started are the visitor's input: they count from the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the scripts take over the field.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) onChange(typed);
  }, []);

  return (
    <Field id={id} label={t("photos.itemNumbers.label")} look="lead" hint={t("photos.itemNumbers.hint")}>
      {(control) => (
        <>
          {/* A text area, so a column pasted from a spreadsheet stays a column (decision 239). */}
          <textarea
            {...control}
            aria-describedby={
              rejected.length > 0 ? `${control["aria-describedby"]} ${noteId}` : control["aria-describedby"]
            }
            ref={field}
            name="items"
            rows={3}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={t("photos.itemNumbers.placeholder")}
            autoComplete="off"
            spellCheck={false}
            // Below 384 px the three example numbers fit only in smaller type.
            className="mt-2 block w-full resize-y rounded-lg border border-slate-300 px-4 py-2.5 font-mono text-ink placeholder:text-slate-500 max-[24rem]:placeholder:text-xs focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500"
          />
          {rejected.length > 0 ? (
            <p id={noteId} className="mt-2 text-sm font-medium break-words text-red-700">
              {t("photos.itemNumbers.notItemNumbers", {
                count: rejected.length,
                pieces: rejected.join(", "),
              })}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
}
