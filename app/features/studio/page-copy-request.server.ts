import { LEGAL_FACT_NAMES } from "@content/legal/markup";
import { LEGAL_REQUIRED_FACTS } from "@content/legal/template";
import type { PublishedCopy } from "@content/pages/schema";
import { data, type RouterContextProvider } from "react-router";
import { staffSessionCookieName } from "~/features/accounts/index.server";
import { legalFactsNow } from "~/features/legal/index.server";
import { LANGUAGES, type Language } from "~/lib/languages";
import { discardAnswer, editAnswer, editorRequest, refusedAnswer } from "./edit-answer.server";
import { copyFromForm, discardPageDraft, pageEdit, publishPage, savePageDraft } from "./page-copy.server";
import { previewLinks } from "./previews";
import { isStudioPage } from "./studio-pages";

/** What a legal page's editor shows above its texts: the facts they may name, as the site states them now. */
export function legalGuide(page: keyof typeof LEGAL_REQUIRED_FACTS, language: Language) {
  const values = legalFactsNow(language, staffSessionCookieName());
  return {
    facts: LEGAL_FACT_NAMES.map((name) => ({ name, value: values[name] })),
    required: LEGAL_REQUIRED_FACTS[page],
  };
}

const INTENTS = ["save", "preview", "publish", "discard"] as const;

/** What the form sent, to show again as typed when it is refused. */
function typedState(form: URLSearchParams, token: string) {
  const same = [...form.keys()].filter((name) => name.startsWith("same.")).map((name) => name.slice(5));
  return { values: Object.fromEntries(form), same, note: form.get("note") ?? "", token };
}

/** The texts whose values differ between two versions of a page's copy, by control name. */
function copyChanges(from: PublishedCopy, to: PublishedCopy) {
  return LANGUAGES.flatMap((language) =>
    Object.entries(to.copy[language]).flatMap(([key, after]) => {
      const before = from.copy[language][key] ?? "";
      return before === after ? [] : [{ name: `${language}.${key}`, before, after }];
    }),
  );
}

/**
 * Saves the draft (and opens its preview) or publishes it; or drops the draft. A refusal answers with what
 * was typed, so nothing is lost: an empty or too long text, the French gate's gaps, or another person's save.
 */
export async function editPageCopy(
  context: Readonly<RouterContextProvider>,
  page: string,
  form: URLSearchParams,
) {
  const { intent, token, note } = editorRequest(form, INTENTS);
  if (!isStudioPage(page) || !intent || !(await pageEdit(page))) {
    return data({ outcome: "unknown" as const }, { status: 404 });
  }
  if (intent === "discard") return discardAnswer(await discardPageDraft(page, token));
  const parsed = copyFromForm(page, form);
  if (!parsed.published) return refusedAnswer(parsed.problems, typedState(form, token));
  const { published } = parsed;
  const outcome =
    intent === "publish"
      ? await publishPage(context, page, published, token, note)
      : await savePageDraft(context, page, published, token);
  return editAnswer(context, outcome, {
    preview: intent === "preview" ? (language) => previewLinks(page).page(language) : undefined,
    previewIsDocument: true,
    typed: (next) => typedState(form, next),
    theirChanges: (theirs) => copyChanges(theirs, published),
  });
}
