import { data, type RouterContextProvider, redirectDocument } from "react-router";
import { languageContext } from "~/lib/language-context";
import { FACT_CONTROLS } from "./company-facts";
import {
  discardFactsDraft,
  factsFromForm,
  publishFacts,
  rollBackFacts,
  saveFactsDraft,
} from "./company-facts.server";
import { FACTS_PREVIEW_VALUE } from "./constants";
import { discardAnswer, editorRequest, refusedAnswer } from "./edit-answer.server";
import type { FieldProblems } from "./field-problems";
import { previewLinks } from "./previews";

const INTENTS = ["save", "preview", "publish", "discard", "rollback"] as const;

/** What the form sent, to show again as typed when it is refused. */
const typedState = (form: URLSearchParams, token: string) => ({
  values: Object.fromEntries(form),
  note: form.get("note") ?? "",
  token,
});

/**
 * Saves the facts' draft (and opens its preview on the contact page) or publishes it; drops the draft; or
 * rolls the facts back to an earlier revision. A refusal answers with what was typed.
 */
export async function editFacts(context: Readonly<RouterContextProvider>, form: URLSearchParams) {
  const { intent, token, note } = editorRequest(form, INTENTS);
  if (!intent) return data({ outcome: "unknown" as const }, { status: 404 });
  if (intent === "rollback") {
    const to = Number(form.get("revision"));
    const outcome = Number.isInteger(to) ? await rollBackFacts(context, to, note) : "unknown";
    return data(
      { outcome, to },
      { status: outcome === "rolledBack" ? 200 : outcome === "unknown" ? 404 : 409 },
    );
  }
  if (intent === "discard") return discardAnswer(await discardFactsDraft(token));
  const parsed = factsFromForm(form);
  if (!parsed.published) return refusedAnswer(parsed.problems, typedState(form, token));
  const outcome =
    intent === "publish"
      ? await publishFacts(context, parsed.published, token, note)
      : await saveFactsDraft(context, parsed.published, token);
  switch (outcome.outcome) {
    case "unknown":
      return data({ outcome: "unknown" as const }, { status: 404 });
    case "saved":
      if (intent === "preview")
        throw redirectDocument(previewLinks(FACTS_PREVIEW_VALUE).page(context.get(languageContext)));
      return { outcome: "saved" as const };
    case "published":
      return { outcome: "published" as const, revision: outcome.revision };
    case "frenchGaps": {
      const problems: FieldProblems = {
        [FACT_CONTROLS.hoursFr]: outcome.gaps.some((gap) => gap.problem === "empty")
          ? "required"
          : "sameAsEnglish",
      };
      return data(
        { outcome: "frenchGaps" as const, problems, ...typedState(form, outcome.token) },
        { status: 400 },
      );
    }
    case "conflict":
      return data(
        { outcome: "conflict" as const, by: outcome.theirs.by ?? "—", ...typedState(form, outcome.token) },
        { status: 409 },
      );
  }
}
