import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import type { Change } from "./change-list";
import { PUBLICATION_NOTE_MAX_LENGTH } from "./constants";
import type { FieldProblems } from "./field-problems";
import type { EditOutcome } from "./item-editing.server";

/** A publication's note as a form gives it (a rollback's, a line-up change's, a publication's), trimmed to its length. */
export function publicationNote(form: URLSearchParams): string {
  return (form.get("note") ?? "").trim().slice(0, PUBLICATION_NOTE_MAX_LENGTH);
}

/** A revision number as an address or a form gives it (`?compare=`, `revision`): digits only, or nothing. */
export function revisionNumber(value: string | null): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * A history page's roll-back form, answered: `rollBack` to the revision it names, with the member's note, a
 * publication of its own; 404 for an unknown revision or item, 409 when the French gate refuses it.
 */
export async function rollBackAnswer(
  form: URLSearchParams,
  rollBack: (to: number, note: string) => Promise<"rolledBack" | "unknown" | "frenchGaps">,
) {
  const to = revisionNumber(form.get("revision"));
  if (form.get("intent") !== "rollback" || to === undefined) {
    return data({ outcome: "unknown" as const }, { status: 404 });
  }
  const outcome = await rollBack(to, publicationNote(form));
  return data(
    { outcome, to },
    { status: outcome === "rolledBack" ? 200 : outcome === "unknown" ? 404 : 409 },
  );
}

/**
 * What an editor's form asks: one of the editor's `intents` (none for anything else), the edit token it was
 * opened with, and the publication's note, trimmed to its length.
 */
export function editorRequest<Intent extends string>(form: URLSearchParams, intents: readonly Intent[]) {
  return {
    intent: intents.find((known) => known === form.get("intent")),
    token: form.get("token") ?? "",
    note: publicationNote(form),
  };
}

/** A draft's discarding, answered: done, or refused because someone saved or published since (409). */
export function discardAnswer(result: "discarded" | "conflict") {
  return result === "discarded"
    ? data({ outcome: "discarded" as const })
    : data({ outcome: "stale" as const }, { status: 409 });
}

/** A form the editor's checks refuse: each control's problem, and what was typed, to show again (400). */
export function refusedAnswer<Typed extends object>(problems: FieldProblems, typed: Typed) {
  return data({ outcome: "invalid" as const, problems, ...typed }, { status: 400 });
}

/**
 * What an editor's save, preview or publication answers, for its page: done, or refused with what was typed
 * (`typed`, given the edit token the page should hold now), the controls to correct (the French gate's gaps,
 * each on its French control) or what the other person saved (`theirChanges`). A preview's save goes to
 * `preview`, as a document of its own when `previewIsDocument` (a public page drawn with the draft).
 */
export function editAnswer<T, Typed extends object>(
  context: Readonly<RouterContextProvider>,
  outcome: EditOutcome<T>,
  {
    preview,
    previewIsDocument = false,
    typed,
    theirChanges,
  }: {
    preview?: (language: string) => string;
    previewIsDocument?: boolean;
    typed: (token: string) => Typed;
    theirChanges: (theirs: T) => Change[];
  },
) {
  const language = context.get(languageContext);
  switch (outcome.outcome) {
    case "unknown":
      return data({ outcome: "unknown" as const }, { status: 404 });
    case "saved":
      if (preview) throw (previewIsDocument ? redirectDocument : redirect)(preview(language));
      return data({ outcome: "saved" as const });
    case "published":
      return data({ outcome: "published" as const, revision: outcome.revision });
    case "frenchGaps": {
      const problems: FieldProblems = Object.fromEntries(
        outcome.gaps.map((gap) => [
          `fr.${gap.field}`,
          gap.problem === "empty" ? "required" : "sameAsEnglish",
        ]),
      );
      return data({ outcome: "frenchGaps" as const, problems, ...typed(outcome.token) }, { status: 400 });
    }
    case "conflict":
      return data(
        {
          outcome: "conflict" as const,
          theirs: {
            by: outcome.theirs.by,
            at: formatCompanyTime(outcome.theirs.at, LANGUAGE_LOCALES[language]),
            changes: theirChanges(outcome.theirs.published),
          },
          ...typed(outcome.token),
        },
        { status: 409 },
      );
  }
}
