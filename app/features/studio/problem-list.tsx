import { useTranslation } from "~/features/i18n";
import { PROBLEMS_ID } from "./editor-actions";
import { controlLabel } from "./field-labels";
import type { FieldProblems } from "./field-problems";

interface ProblemsProps {
  problems: FieldProblems;
  /** Each control's name for a person, where its name does not say (a page's texts). */
  labels?: Readonly<Record<string, string>>;
}

/** Each control a refused save named, with what is wrong with it, under the refusal's sentence. */
export function ProblemList({ problems, labels }: ProblemsProps) {
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

/**
 * A refused save's texts to correct, above the form they are in: the action bar's answer links here, and each
 * control says its own problem under it.
 */
export function ProblemSummary({ problems, labels }: ProblemsProps) {
  const { t } = useTranslation();
  return (
    <section
      id={PROBLEMS_ID}
      aria-labelledby={`${PROBLEMS_ID}-heading`}
      tabIndex={-1}
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800 outline-none"
    >
      <h2 id={`${PROBLEMS_ID}-heading`} className="font-semibold">
        {t("studio.editor.problemsHeading")}
      </h2>
      <ProblemList problems={problems} labels={labels} />
    </section>
  );
}
