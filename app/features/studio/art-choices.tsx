import { BRAND_MOTIFS, WORDMARK_CASES, WORDMARK_FAMILIES, WORDMARK_WEIGHTS } from "@content/brands/fields";
import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import { Field, Select } from "~/ui/field";
import { Panel } from "~/ui/panel";
import { LOOK_CONTROLS } from "./brand-look";
import type { FieldProblems } from "./field-problems";

/**
 * The brand's art choices, inside the editor's form: the product our artwork draws, its accent colour, and
 * how the name is typeset. Native controls, so they work the same before and without the page's scripts.
 */
export function ArtChoices({
  values,
  problems,
}: {
  values: Readonly<Record<string, string>>;
  problems?: FieldProblems;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = (name: string) => {
    const problem = problems?.[name];
    return problem && t(`studio.problems.${problem}`);
  };
  const select = (name: string, label: string, options: readonly { value: string; label: string }[]) => (
    <Select id={`${id}-${name}`} name={name} look="tool" label={label} defaultValue={values[name]}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
  return (
    <Panel id="artwork" heading={t("studio.art.heading")} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("studio.art.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {select(
          LOOK_CONTROLS.motif,
          t("studio.art.motif"),
          BRAND_MOTIFS.map((motif) => ({ value: motif, label: t(`studio.art.motifs.${motif}`) })),
        )}
        <Field
          id={`${id}-accent`}
          label={t("studio.art.accent")}
          look="tool"
          error={error(LOOK_CONTROLS.accent)}
        >
          {(control) => (
            <input
              {...control}
              name={LOOK_CONTROLS.accent}
              type="color"
              defaultValue={values[LOOK_CONTROLS.accent]}
              className={`${control.className} h-10 p-1`}
            />
          )}
        </Field>
        {select(
          LOOK_CONTROLS.family,
          t("studio.art.family"),
          WORDMARK_FAMILIES.map((family) => ({ value: family, label: t(`studio.art.families.${family}`) })),
        )}
        {select(
          LOOK_CONTROLS.case,
          t("studio.art.case"),
          WORDMARK_CASES.map((letters) => ({ value: letters, label: t(`studio.art.cases.${letters}`) })),
        )}
        {select(
          LOOK_CONTROLS.weight,
          t("studio.art.weight"),
          WORDMARK_WEIGHTS.map((weight) => ({
            value: String(weight),
            label: `${t(`studio.art.weights.${weight}`)} (${weight})`,
          })),
        )}
      </div>
    </Panel>
  );
}
