import type { Translate } from "~/features/i18n";

/** What an editor's action came to, as its page says it. */
export interface EditorOutcome {
  outcome: string;
  /** A publication's revision. */
  revision?: number;
}

/** What an editor edits, as its answers name it: a brand, a page, or the company's facts. */
export type EditedKind = "brand" | "page" | "facts";

/** The answers that name what was edited, in the words of its kind ("the page", never "the brand" for one). */
function kindAnswers(kind: EditedKind, t: Translate) {
  switch (kind) {
    case "brand":
      return {
        published: (number: number) => t("studio.editor.published", { number }),
        stale: () => t("studio.editor.stale"),
        conflict: (name: string) => t("studio.editor.conflict", { name }),
        conflictHelp: () => t("studio.editor.conflictHelp"),
      };
    case "page":
      return {
        published: (number: number) => t("studio.pages.answers.published", { number }),
        stale: () => t("studio.pages.answers.stale"),
        conflict: (name: string) => t("studio.pages.answers.conflict", { name }),
        conflictHelp: () => t("studio.pages.answers.conflictHelp"),
      };
    case "facts":
      return {
        published: (number: number) => t("studio.company.answers.published", { number }),
        stale: () => t("studio.company.answers.stale"),
        conflict: (name: string) => t("studio.company.answers.conflict", { name }),
        conflictHelp: () => t("studio.company.answers.conflictHelp"),
      };
  }
}

/** What an editor says under another person's changes: save again, or open the item again. */
export const conflictHelp = (kind: EditedKind, t: Translate) => kindAnswers(kind, t).conflictHelp();

/**
 * What an editor page says of its action's outcome: done (a status) or refused (an alert), or nothing for an
 * outcome it does not know (the page says those itself). `conflictBy` names who saved first; `kind` is what
 * the editor edits, as the answer names it.
 */
export function editorAnswer(
  { outcome, revision }: EditorOutcome,
  t: Translate,
  kind: EditedKind,
  conflictBy = "—",
): { role: "status" | "alert"; text: string } | undefined {
  const answers = kindAnswers(kind, t);
  switch (outcome) {
    case "saved":
      return { role: "status", text: t("studio.editor.saved") };
    case "published":
      return { role: "status", text: answers.published(revision ?? 0) };
    case "discarded":
      return { role: "status", text: t("studio.editor.discarded") };
    case "stale":
      return { role: "alert", text: answers.stale() };
    case "invalid":
      return { role: "alert", text: t("studio.editor.invalid") };
    case "frenchGaps":
      return { role: "alert", text: t("studio.editor.frenchGaps") };
    case "conflict":
      return { role: "alert", text: answers.conflict(conflictBy) };
    default:
      return undefined;
  }
}
