import { isStorableText } from "~/lib/text-rules";

/** What is wrong with one control's value, by its name (`fr.description`). */
export type FieldProblem =
  | "required"
  | "tooLong"
  | "tooManyParagraphs"
  | "invalid"
  | "sameAsEnglish"
  /** An invisible or control character, against the text rule (decision 277). */
  | "hiddenCharacters"
  /** A new brand's name whose address another brand has. */
  | "clash"
  /** A legal text's `{name}` that is no fact the site knows (decision 229). */
  | "unknownFact"
  /** A legal text's link not written `[text](address)`, or to no page, secure site or e-mail address. */
  | "badLink"
  /** A fact the law asks a legal page to state, no longer named in one language's texts. */
  | "missingFact";
export type FieldProblems = Record<string, FieldProblem>;

/**
 * Each control of an editor's form whose text holds an invisible or control character (a direction
 * override, a zero-width space): refused with a problem of its own rather than published, since a visitor
 * would read it reversed or broken (decision 277).
 */
export function hiddenCharacterProblems(form: URLSearchParams): FieldProblems {
  return Object.fromEntries(
    [...form].flatMap(([name, value]): [string, FieldProblem][] =>
      isStorableText(value) ? [] : [[name, "hiddenCharacters"]],
    ),
  );
}

/** The checkbox that marks a French text as the English one on purpose: `same.name`. */
export function sameControlName(field: string): string {
  return `same.${field}`;
}
