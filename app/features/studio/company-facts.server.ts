import { type CompanyFacts, companyFactsSchema } from "@content/company/facts";
import { SEED_FACTS } from "@content/company/seed";
import { createContext, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { COMPANY_ITEM, COMPANY_KIND, companyFactsNow } from "~/features/live-content/index.server";
import { phoneDigitsForDisplay, phoneNumberOf, postalCodeOf } from "~/lib/canada-post";
import { readsTheSame } from "~/lib/text-rules";
import { FACT_CONTROLS } from "./company-facts";
import { type FieldProblem, type FieldProblems, hiddenCharacterProblems } from "./field-problems";
import { editingOf, type FrenchGap } from "./item-editing.server";

/** The French gate for the facts: the hours are the one text, and must be written in French. */
function factsFrenchGaps({ hours }: CompanyFacts): FrenchGap[] {
  if (!hours.fr.trim()) return [{ field: "hours", problem: "empty" }];
  return readsTheSame(hours.fr, hours.en) ? [{ field: "hours", problem: "sameAsEnglish" }] : [];
}

const facts = editingOf({
  kind: COMPANY_KIND,
  parse: (document) => companyFactsSchema.parse(JSON.parse(document)),
  frenchGaps: factsFrenchGaps,
  firstWords: (item) => (item === COMPANY_ITEM ? SEED_FACTS : undefined),
});

export const factsEdit = () => facts.edit(COMPANY_ITEM);
export const saveFactsDraft = (
  context: Readonly<RouterContextProvider>,
  published: CompanyFacts,
  token: string,
) => facts.saveDraft(context, COMPANY_ITEM, published, token);
export const publishFacts = (
  context: Readonly<RouterContextProvider>,
  published: CompanyFacts,
  token: string,
  note: string,
) => facts.publish(context, COMPANY_ITEM, published, token, note);
export const rollBackFacts = (context: Readonly<RouterContextProvider>, to: number, note: string) =>
  facts.rollBack(context, COMPANY_ITEM, to, note);
export const discardFactsDraft = (token: string) => facts.discard(COMPANY_ITEM, token);
export const factsHistory = () => facts.history(COMPANY_ITEM);

/** The facts as the editor's controls hold them, by their path in the document (`address.street`). */
export function factsFormValues(published: CompanyFacts): Record<string, string> {
  return {
    [FACT_CONTROLS.street]: published.address.street,
    [FACT_CONTROLS.locality]: published.address.locality,
    [FACT_CONTROLS.province]: published.address.province,
    [FACT_CONTROLS.postalCode]: published.address.postalCode,
    [FACT_CONTROLS.phone]: published.phone,
    [FACT_CONTROLS.hoursEn]: published.hours.en,
    [FACT_CONTROLS.hoursFr]: published.hours.fr,
    [FACT_CONTROLS.generalEmail]: published.emails.general,
    [FACT_CONTROLS.accessibilityEmail]: published.emails.accessibility,
  };
}

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  if (issue.code === "too_small") return "required";
  if (issue.code === "too_big") return "tooLong";
  return "invalid";
}

/** `(905) 555-0172` → `+1-905-555-0172`, the one form the facts keep; anything else as typed, for the schema to refuse. */
function dialledPhone(typed: string): string {
  const number = phoneNumberOf(typed);
  return number && !number.extension ? `+1-${phoneDigitsForDisplay(number.digits)}` : typed;
}

/** The facts as the editor's form describes them, checked by content/'s schema; or each control's problem. */
export function factsFromForm(
  form: URLSearchParams,
): { published: CompanyFacts; problems?: undefined } | { published?: undefined; problems: FieldProblems } {
  const value = (name: string) => (form.get(name) ?? "").trim();
  const parsed = companyFactsSchema.safeParse({
    address: {
      street: value(FACT_CONTROLS.street),
      locality: value(FACT_CONTROLS.locality),
      province: value(FACT_CONTROLS.province),
      postalCode: postalCodeOf(value(FACT_CONTROLS.postalCode)) ?? value(FACT_CONTROLS.postalCode),
    },
    phone: dialledPhone(value(FACT_CONTROLS.phone)),
    hours: { en: value(FACT_CONTROLS.hoursEn), fr: value(FACT_CONTROLS.hoursFr) },
    emails: {
      general: value(FACT_CONTROLS.generalEmail).toLowerCase(),
      accessibility: value(FACT_CONTROLS.accessibilityEmail).toLowerCase(),
    },
  });
  const problems = hiddenCharacterProblems(form);
  if (parsed.success && Object.keys(problems).length === 0) return { published: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const [first, second] = issue.path.map(String);
    const name = first === "hours" ? `${second}.hours` : issue.path.join(".");
    problems[name] ??= problemOf(issue);
  }
  return { problems };
}

/** The facts' draft in place of what is published, for a preview request of staff who may edit them. */
export const factsPreviewContext = createContext<CompanyFacts | null>(null);

/** The company's facts as this request shows them: a draft in a preview, otherwise what is published. */
export function companyFactsFor(context: Readonly<RouterContextProvider>): CompanyFacts {
  return context.get(factsPreviewContext) ?? companyFactsNow();
}
