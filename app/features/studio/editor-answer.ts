import type { Translate } from "~/features/i18n";

/** What an editor's action came to, as its page says it. */
export interface EditorOutcome {
  outcome: string;
  /** A publication's revision. */
  revision?: number;
}

/**
 * What an editor page says of its action's outcome: done (a status) or refused (an alert), or nothing for an
 * outcome it does not know (the page says those itself). `conflictBy` names who saved first.
 */
export function editorAnswer(
  { outcome, revision }: EditorOutcome,
  t: Translate,
  conflictBy = "—",
): { role: "status" | "alert"; text: string } | undefined {
  switch (outcome) {
    case "saved":
      return { role: "status", text: t("studio.editor.saved") };
    case "published":
      return { role: "status", text: t("studio.editor.published", { number: revision ?? 0 }) };
    case "discarded":
      return { role: "status", text: t("studio.editor.discarded") };
    case "stale":
      return { role: "alert", text: t("studio.editor.stale") };
    case "invalid":
      return { role: "alert", text: t("studio.editor.invalid") };
    case "frenchGaps":
      return { role: "alert", text: t("studio.editor.frenchGaps") };
    case "conflict":
      return { role: "alert", text: t("studio.editor.conflict", { name: conflictBy }) };
    default:
      return undefined;
  }
}
