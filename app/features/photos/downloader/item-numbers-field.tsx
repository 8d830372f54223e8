import { useEffect, useId, useRef } from "react";
import { useTranslation } from "~/features/i18n";
import { Field } from "~/ui/field";

export function ItemNumbersField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // Item numbers typed before the page's scripts started are the visitor's input: they count from the start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the scripts take over the field.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) onChange(typed);
  }, []);

  return (
    <Field id={id} label={t("photos.itemNumbers.label")} look="lead" hint={t("photos.itemNumbers.hint")}>
      {(control) => (
        <input
          {...control}
          ref={input}
          name="items"
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t("photos.itemNumbers.placeholder")}
          autoComplete="off"
          spellCheck={false}
          // Below 384 px the three example numbers fit only in smaller type.
          className="mt-2 block w-full rounded-lg border border-slate-300 px-4 py-2.5 font-mono text-ink placeholder:text-slate-500 max-[24rem]:placeholder:text-xs focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500"
        />
      )}
    </Field>
  );
}
