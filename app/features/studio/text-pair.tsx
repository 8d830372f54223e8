import { useId, useState } from "react";
import { useTranslation } from "~/features/i18n";
import type { Language } from "~/lib/languages";
import { useHydrated } from "~/lib/use-hydrated";
import { Field } from "~/ui/field";
import { controlName, splitParagraphs, type TextSpec } from "./brand-text";
import { type FieldProblems, sameControlName } from "./field-problems";

/** How tall each shape's box is, in lines. */
const TEXT_ROWS = { line: 1, text: 3, paragraphs: 8, markup: 14 } as const;

/** What the live count says: characters against the limit, or for paragraphs how many and the longest. */
function useCount(spec: TextSpec, initial: string) {
  const [text, setText] = useState(initial);
  const { t } = useTranslation();
  if (spec.shape !== "paragraphs") {
    return {
      onInput: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
      over: text.length > spec.limit,
      label: t("studio.editor.count", { count: text.length, limit: spec.limit }),
    };
  }
  const paragraphs = splitParagraphs(text);
  const longest = Math.max(0, ...paragraphs.map((paragraph) => paragraph.length));
  return {
    onInput: (event: { currentTarget: { value: string } }) => setText(event.currentTarget.value),
    over: longest > spec.limit,
    label: t("studio.editor.paragraphCount", { count: paragraphs.length, longest, limit: spec.limit }),
  };
}

function TextControl({
  spec,
  language,
  value,
  problem,
}: {
  spec: TextSpec;
  language: Language;
  value: string;
  problem?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const count = useCount(spec, value);
  return (
    <Field
      id={id}
      label={t(`studio.languages.${language}`)}
      look="tool"
      // Counted only where scripts keep the count true as one types.
      hint={hydrated ? count.label : undefined}
      error={problem}
    >
      {(control) => {
        const common = {
          ...control,
          name: controlName(language, spec.field),
          lang: language,
          defaultValue: value,
          onInput: count.onInput,
          className: `${control.className} ${count.over ? "border-red-600" : ""}`,
        };
        return spec.shape === "line" ? (
          <input {...common} type="text" maxLength={spec.limit} />
        ) : (
          <textarea
            {...common}
            rows={TEXT_ROWS[spec.shape]}
            maxLength={spec.shape === "paragraphs" ? undefined : spec.limit}
          />
        );
      }}
    </Field>
  );
}

/**
 * One text in English and French side by side, under its name (`legend`), with its limit said once, each
 * language's problem under its control, and, for a text that may be the same in both (a name), the box that
 * says the French is the English on purpose.
 */
export function TextPair({
  spec,
  legend,
  values,
  same,
  problems,
}: {
  spec: TextSpec;
  legend: string;
  values: Readonly<Record<string, string>>;
  same: boolean;
  problems?: FieldProblems;
}) {
  const { t } = useTranslation();
  const problemText = (language: Language) => {
    const problem = problems?.[controlName(language, spec.field)];
    return problem && t(`studio.problems.${problem}`);
  };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-ink">{legend}</legend>
      <p className="text-xs text-muted">
        {spec.shape === "paragraphs"
          ? t("studio.editor.paragraphsHint", { limit: spec.limit })
          : t("studio.editor.limitHint", { limit: spec.limit })}
      </p>
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        {(["en", "fr"] as const).map((language) => (
          <TextControl
            key={language}
            spec={spec}
            language={language}
            value={values[controlName(language, spec.field)] ?? ""}
            problem={problemText(language)}
          />
        ))}
      </div>
      {spec.mayMatchEnglish ? (
        <label className="mt-3 flex items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            name={sameControlName(spec.field)}
            defaultChecked={same}
            className="size-4 accent-brand"
          />
          {t("studio.editor.sameInBoth")}
        </label>
      ) : null}
    </fieldset>
  );
}
