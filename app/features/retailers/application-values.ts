/*
 * The application as the form holds it. The rules it must meet (`application-schema.ts`, with zod) are a
 * separate module: the form loads them only when it is sent.
 */
import { APPLICATION_FIELDS } from "./constants";

export type ApplicationValues = Record<(typeof APPLICATION_FIELDS)[number], string> & { brands: string[] };

export const EMPTY_APPLICATION: ApplicationValues = {
  ...(Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, ""])) as Record<
    (typeof APPLICATION_FIELDS)[number],
    string
  >),
  brands: [],
};

/**
 * The fields as a form sends them (`FormData`, `URLSearchParams`): each text field once (a missing or file
 * entry reads as blank), the brands as every `brands` entry.
 */
export function applicationValues(form: {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}): ApplicationValues {
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  const values = Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, text(form.get(field))]));
  return {
    ...(values as Record<(typeof APPLICATION_FIELDS)[number], string>),
    brands: form.getAll("brands").filter((brand): brand is string => typeof brand === "string"),
  };
}
