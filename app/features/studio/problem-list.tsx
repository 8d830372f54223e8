import { useTranslation } from "~/features/i18n";
import { controlLabel } from "./field-labels";
import type { FieldProblems } from "./field-problems";

/** Each control a refused save named, with what is wrong with it, under the refusal's sentence. */
export function ProblemList({
  problems,
  labels,
}: {
  problems: FieldProblems;
  /** Each control's name for a person, where its name does not say (a page's texts). */
  labels?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 list-disc pl-5">
      {Object.entries(problems).map(([name, problem]) => (
        <li key={name}>
          {t("studio.problemLine", {
            field: labels?.[name] ?? controlLabel(t, name),
            problem: t(`studio.problems.${problem}`),
          })}
        </li>
      ))}
    </ul>
  );
}
