/** What is wrong with one control's value, by its name (`fr.description`). */
export type FieldProblem =
  | "required"
  | "tooLong"
  | "tooManyParagraphs"
  | "invalid"
  | "sameAsEnglish"
  /** A new brand's name whose address another brand has. */
  | "clash";
export type FieldProblems = Record<string, FieldProblem>;

/** The checkbox that marks a French text as the English one on purpose: `same.name`. */
export function sameControlName(field: string): string {
  return `same.${field}`;
}
