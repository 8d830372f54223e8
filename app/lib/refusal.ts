import { isLanguage, type Language } from "./languages";

/**
 * A page refused to the person asking (403), worded on the server in their language. A middleware throws it,
 * and React Router runs no loader after that, so the words travel with the refusal rather than as strings.
 */
export interface Refusal {
  language: Language;
  title: string;
  heading: string;
  body: string;
  back: { label: string; to: string };
}

export function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== "object" || value === null) return false;
  const { language, title, heading, body, back } = value as Partial<Record<keyof Refusal, unknown>>;
  return (
    isLanguage(language) &&
    [title, heading, body].every((text) => typeof text === "string") &&
    typeof back === "object" &&
    back !== null &&
    "label" in back &&
    typeof back.label === "string" &&
    "to" in back &&
    typeof back.to === "string"
  );
}
